import { zodResolver } from '@hookform/resolvers/zod';
import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { Button, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateMe } from '../../api/update-me';
import { applyServerErrors } from '../../hooks/use-field-error';
import { notifySaveFailed, notifySuccess } from '../../lib/notify';
import {
  TEACHING_FIELD_NAMES,
  teachingProfileFormSchema,
  toTeachingFormValues,
  type TeachingFormInput,
  type TeachingFormOutput,
} from '../../lib/teaching-profile-form';
import { SkillsField } from './skills-field';
import { TeachingAboutFields, TeachingBasicsFields } from './teaching-basics-fields';
import { TeachingEntryLists } from './teaching-entry-lists';

/** The full teaching profile of spec 01 §3, for Mentors; saved with PATCH /user/me. */
export function TeachingProfileSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('accounts');
  const save = useUpdateMe();
  const form = useForm<TeachingFormInput, unknown, TeachingFormOutput>({
    resolver: zodResolver(teachingProfileFormSchema),
    defaultValues: toTeachingFormValues(user),
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (u) => {
        form.reset(toTeachingFormValues(u));
        notifySuccess(t, 'profileSaved');
      },
      onError: (err) => {
        applyServerErrors(err, form.setError, TEACHING_FIELD_NAMES);
        notifySaveFailed(t, err);
      },
    }),
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-teaching">
      <Title order={2} size="h3" id="settings-teaching">
        {t('teaching.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('teaching.subtitle')}
      </Text>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <TeachingBasicsFields />
            <TeachingAboutFields />
            <Divider />
            <TeachingEntryLists />
            <Divider />
            <SkillsField />
            <Button type="submit" size="md" w="fit-content" loading={save.isPending}>
              {t('teaching.save')}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Card>
  );
}
