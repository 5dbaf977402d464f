import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { applyServerErrors, useFieldError } from '../hooks/use-field-error';
import { apiErrorText, hasCode } from '../lib/error-text';
import { resetFormSchema, type ResetFormValues } from '../lib/password-schemas';

/** /admin/reset-password/:token: a new password and its confirmation, from the mailed link. */
export function Component() {
  const { t } = useTranslation('accounts');
  const fieldError = useFieldError();
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  if (reset.isSuccess)
    return (
      <AuthCard title={t('reset.doneTitle')}>
        <FormAlert color="teal">{t('reset.done')}</FormAlert>
        <Button component={Link} to="/admin/login" size="md">
          {t('login.submit')}
        </Button>
      </AuthCard>
    );

  const badToken = hasCode(reset.error, ACCOUNT_ERRORS.resetBadToken);
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form
        noValidate
        onSubmit={handleSubmit(({ password }) => reset.mutate({ token, password }, { onError: (err) => applyServerErrors(err, setError, ['password']) }))}
      >
        <Stack gap="md">
          {reset.isError && (
            <FormAlert>
              {apiErrorText(t, reset.error)}
              {badToken && (
                <>
                  {' '}
                  <Anchor component={Link} to="/admin/forget-password" inherit fw={600} underline="always">
                    {t('reset.requestNew')}
                  </Anchor>
                </>
              )}
            </FormAlert>
          )}
          <PasswordField
            label={t('fields.newPassword')}
            description={errors.password ? undefined : t('validation.passwordRule')}
            autoComplete="new-password"
            error={fieldError(errors.password)}
            {...register('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            error={fieldError(errors.confirm_password)}
            {...register('confirm_password')}
          />
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/admin/login">
              {t('common.backToLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
