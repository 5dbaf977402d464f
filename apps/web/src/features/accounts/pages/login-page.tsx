import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { LoginForm } from '../components/login-form';
import { safeRedirect } from '../lib/safe-redirect';

/** /admin/login: e-mail and password, Google, and links to reset the password or sign up. */
export function Component() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Back to where the visitor came from: `?redirect=/path` or router state `from`.
  const from = (location.state as { from?: string } | null)?.from;
  const target = safeRedirect(params.get('redirect') ?? from);

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
      <Divider label={t('common.or')} labelPosition="center" />
      <GoogleButton label={t('google.signIn')} input={() => ({ flow: 'login' })} />
      <Stack gap={4} align="center">
        <Text size="sm">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/admin/register" fw={600}>
            {t('login.createAccount')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
