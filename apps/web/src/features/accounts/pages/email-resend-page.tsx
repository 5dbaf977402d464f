import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../api/get-me';
import { useRequestVerifyToken } from '../api/request-verify-token';
import { AuthCard } from '../components/auth-card';
import { EmailRequestForm } from '../components/email-request-form';

/** /admin/email-resend: mails a new verification link. */
export function Component() {
  const { t } = useTranslation('accounts');
  const me = useMe();
  const resend = useRequestVerifyToken();
  if (me.isLoading) return null;
  return (
    <AuthCard title={t('resend.title')} subtitle={t('resend.subtitle')}>
      <EmailRequestForm mutation={resend} submitLabel={t('resend.submit')} doneText={t('resend.done')} defaultEmail={me.data?.email ?? ''} />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/admin/login">
          {t('common.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
