import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getToken } from '../../../lib/storage';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { apiErrorText, hasCode } from '../lib/error-text';

/** /admin/email/verify/:token: opens the mailed link, once (tokens are single-use). */
export function Component() {
  const { t } = useTranslation('accounts');
  const { token = '' } = useParams();
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // Guard against effects running twice in development: a second call would find the token used.
    if (started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  if (verify.isSuccess)
    return (
      <AuthCard title={t('verify.successTitle')}>
        <FormAlert color="teal">{t('verify.successText')}</FormAlert>
        <Button component={Link} to={getToken() ? '/' : '/admin/login'} size="md">
          {getToken() ? t('register.startLearning') : t('login.submit')}
        </Button>
      </AuthCard>
    );

  if (verify.isError) {
    const already = hasCode(verify.error, ACCOUNT_ERRORS.verifyAlreadyVerified);
    return (
      <AuthCard title={t('verify.failedTitle')}>
        <FormAlert color={already ? 'teal' : 'red'}>{apiErrorText(t, verify.error)}</FormAlert>
        <Text size="sm">
          {t('verify.failedHint')}{' '}
          <Anchor component={Link} to="/admin/email-resend" fw={600} underline="always">
            {t('resend.title')}
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verify.title')}>
      <Center>
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('verify.checking')}</Text>
        </Stack>
      </Center>
    </AuthCard>
  );
}
