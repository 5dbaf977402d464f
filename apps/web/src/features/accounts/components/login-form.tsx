import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_ERRORS, loginForm } from '@lingbridge/contracts/accounts';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useLogIn } from '../api/log-in';
import { useFieldError } from '../hooks/use-field-error';
import { apiErrorText, PASSWORD_INCORRECT } from '../lib/error-text';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

type LoginValues = z.input<typeof loginForm>;

/**
 * Account and Password with the messages of spec 01 §5 and §8: 400 says the e-mail or password is
 * incorrect on both fields, 422 says the password is incorrect, anything else above the button.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('accounts');
  const fieldError = useFieldError();
  const login = useLogIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginValues, unknown, z.output<typeof loginForm>>({
    resolver: zodResolver(loginForm),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400) {
          const message = ACCOUNT_ERRORS.loginBadCredentials;
          setError('username', { type: 'server', message }, { shouldFocus: true });
          setError('password', { type: 'server', message });
        } else if (err instanceof ApiError && err.status === 422) {
          setError('password', { type: 'server', message: PASSWORD_INCORRECT }, { shouldFocus: true });
        }
      },
    }),
  );
  const formError = login.error instanceof ApiError && (login.error.status === 400 || login.error.status === 422) ? null : login.error;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        {formError && <FormAlert>{apiErrorText(t, formError)}</FormAlert>}
        <TextInput
          label={t('login.account')}
          placeholder={t('login.accountPlaceholder')}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={fieldError(errors.username)}
          {...register('username')}
        />
        <PasswordField label={t('login.password')} autoComplete="current-password" error={fieldError(errors.password)} {...register('password')} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/admin/forget-password" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
