import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { GoogleButton } from '../components/google-button';

/** Reasons the server puts in `?reason=` (google-service GoogleFailure); others read as the general text. */
const REASONS = [
  'not_configured',
  'invalid_state',
  'access_denied',
  'provider_error',
  'exchange_failed',
  'email_not_verified',
  'account_conflict',
  'inactive',
  'server_error',
];

/**
 * /admin/google/auth/login/failed and /admin/google/auth/register/failed: says what went wrong and
 * offers Google again or e-mail instead.
 */
export function Component() {
  const { t } = useTranslation('accounts');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isRegister = pathname.includes('/register/');
  const reason = params.get('reason') ?? '';
  const text = REASONS.includes(reason) ? t(`google.reasons.${reason}`) : t('google.reasons.unknown');

  return (
    <AuthCard title={isRegister ? t('google.registerFailedTitle') : t('google.loginFailedTitle')}>
      <FormAlert>{text}</FormAlert>
      <Stack gap="sm">
        {isRegister ? (
          // Choosing role and languages again happens on the sign-up page.
          <Button component={Link} to="/admin/register" variant="default" size="md">
            {t('google.tryAgain')}
          </Button>
        ) : (
          <GoogleButton label={t('google.tryAgain')} input={() => ({ flow: 'login' })} />
        )}
        <Button component={Link} to="/admin/login" size="md">
          {t('google.useEmailLogin')}
        </Button>
        {!isRegister && (
          <Button component={Link} to="/admin/register" variant="subtle" size="md">
            {t('google.useEmailSignUp')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
