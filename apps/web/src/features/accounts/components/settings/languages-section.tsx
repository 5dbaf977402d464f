import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { siteNameToCode, type LearningLanguage, type SiteLanguageCode, type SiteLanguageName } from '@lingbridge/contracts/languages';
import { Button, Card, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setSiteLanguage } from '../../../../lib/i18n';
import { useUpdateMe } from '../../api/update-me';
import { learningLanguageOptions, SITE_LANGUAGE_OPTIONS } from '../../lib/options';
import { notifySaveFailed, notifySuccess } from '../../lib/notify';

type Values = { learning_language: LearningLanguage; site_language: SiteLanguageCode };

/** The learning language and the interface language; saving a new one switches the interface at once. */
export function LanguagesSection({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('accounts');
  const save = useUpdateMe();
  const { register, handleSubmit, reset } = useForm<Values>({
    defaultValues: {
      learning_language: user.learning_language,
      site_language: siteNameToCode[user.site_language as SiteLanguageName] ?? 'en',
    },
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: async () => {
        reset(values);
        await setSiteLanguage(values.site_language);
        // Said in the language just chosen.
        notifySuccess(i18n.getFixedT(values.site_language, 'accounts'), 'updateSuccessful');
      },
      onError: (err) => notifySaveFailed(t, err),
    }),
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-languages">
      <Title order={2} size="h3" id="settings-languages" mb="md">
        {t('settings.languages')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect label={t('fields.learningLanguage')} data={learningLanguageOptions(t)} {...register('learning_language')} />
            <NativeSelect label={t('fields.siteLanguage')} data={SITE_LANGUAGE_OPTIONS} {...register('site_language')} />
          </SimpleGrid>
          <Button type="submit" w="fit-content" loading={save.isPending}>
            {t('settings.saveLanguages')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
