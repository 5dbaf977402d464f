import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { startSession } from '../hooks/use-session';
import { apiErrorText } from '../lib/error-text';

/**
 * /admin/google/auth/success#access_token=...: the server puts the token in the fragment (never
 * sent to servers); it is stored, wiped from the address bar and history, and the user goes home.
 */
export function Component() {
  const { t } = useTranslation('accounts');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.hash.slice(1)).get('access_token');
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!token) {
      setFailure(new Error('missing token'));
      return;
    }
    startSession(token, qc).then(
      () => navigate('/', { replace: true }),
      (err: unknown) => setFailure(err),
    );
  }, [navigate, qc]);

  return (
    <AuthCard title={t('google.successTitle')}>
      {failure ? (
        <Stack gap="sm">
          <FormAlert>{failure instanceof Error && failure.message === 'missing token' ? t('google.noToken') : apiErrorText(t, failure)}</FormAlert>
          <Anchor component={Link} to="/admin/login" ta="center">
            {t('common.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <Center>
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>{t('google.signingIn')}</Text>
          </Stack>
        </Center>
      )}
    </AuthCard>
  );
}
