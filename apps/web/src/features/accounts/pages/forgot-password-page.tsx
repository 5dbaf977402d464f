import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { EmailRequestForm } from '../components/email-request-form';

/** /admin/forget-password: mails a link to choose a new password. */
export function Component() {
  const { t } = useTranslation('accounts');
  const forgot = useForgotPassword();
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <EmailRequestForm mutation={forgot} submitLabel={t('forgot.submit')} doneText={t('forgot.done')} />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/admin/login">
          {t('common.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
