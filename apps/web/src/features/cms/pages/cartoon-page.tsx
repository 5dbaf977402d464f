import { Anchor, Badge, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { useCartoon } from '../api/cartoons';
import { CartoonPanels } from '../cartoons/cartoon-panels';
import { pageLanguage } from '../prefetch';

/** /cartoon/{id}: one comic strip; every word in its bubbles opens the word pop-up (decision 0118). */
export function CartoonPage() {
  const { t } = useTranslation('cms');
  const id = Number(useParams().id) || 0;
  const cartoon = useCartoon(id, pageLanguage());
  const [pinyin, setPinyin] = useState(false);
  const [translations, setTranslations] = useState(false);
  const back = (
    <Anchor component={Link} to={cartoon.data ? `/level/${cartoon.data.level}` : '/read'}>
      ← {t('cartoons.back')}
    </Anchor>
  );
  if (!id || (cartoon.error instanceof ApiError && cartoon.error.status === 404))
    return (
      <PageFrame>
        <EmptyState title={t('cartoons.missing')} actions={back} />
      </PageFrame>
    );
  if (cartoon.isError)
    return (
      <PageFrame>
        <ErrorState error={cartoon.error} onRetry={() => void cartoon.refetch()} />
      </PageFrame>
    );
  if (!cartoon.data)
    return (
      <PageFrame>
        <LoadingState />
      </PageFrame>
    );
  const c = cartoon.data;
  const zh = c.language === 'Simplified_Chinese';
  return (
    <PageFrame>
      <PageTitle title={c.title} eyebrow={t('cartoons.eyebrow')} description={c.summary || undefined} />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Badge variant="light" color="teal">
              {t(`cartoons.levels.${c.level}`)}
            </Badge>
            <Badge variant="outline" color="gray">
              {t(`cartoons.languages.${c.language}`)}
            </Badge>
          </Group>
          <Group gap="md">
            {zh && <Switch label={t('cartoons.pinyin')} checked={pinyin} onChange={(e) => setPinyin(e.currentTarget.checked)} data-testid="cartoon-pinyin" />}
            <Switch label={t('cartoons.showTranslations')} checked={translations} onChange={(e) => setTranslations(e.currentTarget.checked)} />
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('cartoons.tapHint')}
        </Text>
        <CartoonPanels panels={c.panels} language={c.language} pinyin={pinyin} translations={translations} />
        {back}
      </Stack>
    </PageFrame>
  );
}

export const Component = CartoonPage;
