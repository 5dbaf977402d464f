import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateMe } from '../../api/update-me';
import { applyServerErrors, useFieldError } from '../../hooks/use-field-error';
import { hasCode } from '../../lib/error-text';
import { notifySaveFailed, notifySuccess } from '../../lib/notify';
import { PasswordField } from '../password-field';
import { changePasswordSchema, type ChangePasswordValues } from '../../lib/password-schemas';

const EMPTY: ChangePasswordValues = { current_password: '', password: '', confirm_password: '' };

/** Changes the password: the current one, the new one and its confirmation. */
export function PasswordSection() {
  const { t } = useTranslation('accounts');
  const fieldError = useFieldError();
  const save = useUpdateMe();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ current_password, password }) =>
    save.mutate(
      { current_password, password },
      {
        onSuccess: () => {
          reset(EMPTY);
          notifySuccess(t, 'updateSuccessful');
        },
        onError: (err) => {
          if (hasCode(err, ACCOUNT_ERRORS.currentPasswordWrong))
            setError('current_password', { type: 'server', message: ACCOUNT_ERRORS.currentPasswordWrong }, { shouldFocus: true });
          else if (!applyServerErrors(err, setError, ['current_password', 'password'])) notifySaveFailed(t, err);
        },
      },
    ),
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-password">
      <Title order={2} size="h3" id="settings-password">
        {t('settings.password')}
      </Title>
      <Text size="sm" c="dimmed" mb="md" id="settings-password-rule">
        {t('validation.passwordRule')}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            error={fieldError(errors.current_password)}
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            {...register('current_password')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordField label={t('fields.newPassword')} autoComplete="new-password" error={fieldError(errors.password)} {...register('password')} />
            <PasswordField
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
              error={fieldError(errors.confirm_password)}
              {...register('confirm_password')}
            />
          </SimpleGrid>
          <Button type="submit" w="fit-content" loading={save.isPending}>
            {t('settings.changePassword')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
