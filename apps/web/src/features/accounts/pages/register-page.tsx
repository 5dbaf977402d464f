import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { RegisterForm } from '../components/register-form';

/** /admin/register: sign up, then the note that a verification e-mail is on its way. */
export function Component() {
  const { t } = useTranslation('accounts');
  const [done, setDone] = useState<{ email: string; signedIn: boolean } | null>(null);

  if (done)
    return (
      <AuthCard title={t('register.doneTitle')}>
        <FormAlert color="teal">{t('register.doneText', { email: done.email })}</FormAlert>
        <Stack gap="sm">
          {done.signedIn ? (
            <Button component={Link} to="/" size="md">
              {t('register.startLearning')}
            </Button>
          ) : (
            <Button component={Link} to="/admin/login" size="md">
              {t('login.submit')}
            </Button>
          )}
          <Text size="sm" ta="center">
            {t('register.noMail')}{' '}
            <Anchor component={Link} to="/admin/email-resend" underline="always">
              {t('resend.title')}
            </Anchor>
          </Text>
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm onRegistered={(email, signedIn) => setDone({ email, signedIn })} />
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/admin/login" fw={600}>
          {t('login.submit')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
