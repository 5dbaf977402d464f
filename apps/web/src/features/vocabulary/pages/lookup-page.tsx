import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';
import { useLearningLanguage } from '../../../lib/learning-language';
import { DictionaryBox } from '../components/dictionary-box';
import { HistoryList } from '../components/history-list';

/** /user/vocabulary/lookup: a dictionary box, then the lookup history (spec 01 §2, §9). */
export function Component() {
  const { t } = useTranslation('vocabulary');
  const language = useLearningLanguage();
  return (
    <>
      <PageTitle title={t('history.title')} description={t('history.description')} />
      <Stack gap="xl">
        <DictionaryBox language={language} />
        <section aria-labelledby="lookup-history-title">
          <Title order={2} size="h3" id="lookup-history-title" mb="sm">
            {t('history.listTitle')}
          </Title>
          <HistoryList language={language} />
        </section>
      </Stack>
    </>
  );
}
