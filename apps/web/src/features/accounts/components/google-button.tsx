import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import { Button, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useGoogleSignIn, type GoogleSignInInput } from '../api/get-google-authorization-url';
import { apiErrorText, hasCode } from '../lib/error-text';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.2 5.6c4.2-3.9 7.1-9.7 7.1-17.1z" />
      <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.2-5.6c-2 1.4-4.7 2.3-8.7 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/**
 * "Sign in with Google". Asks the server for the provider's URL and goes there; when the server
 * has no Google client (503 OAUTH_NOT_CONFIGURED) the button stays visible, disabled, and says so.
 */
export function GoogleButton({ input, label }: { input: () => GoogleSignInInput; label: string }) {
  const { t } = useTranslation('accounts');
  const google = useGoogleSignIn();
  const hintId = useId();
  const notConfigured = hasCode(google.error, ACCOUNT_ERRORS.oauthNotConfigured);

  return (
    <Stack gap={6}>
      <Button
        variant="default"
        fullWidth
        leftSection={<GoogleMark />}
        loading={google.isPending}
        disabled={notConfigured}
        aria-describedby={google.isError ? hintId : undefined}
        onClick={() => google.mutate(input())}
      >
        {label}
      </Button>
      {google.isError && (
        <Text id={hintId} size="sm" c={notConfigured ? 'dimmed' : 'red.8'} ta="center" role="status">
          {notConfigured ? t('errors.OAUTH_NOT_CONFIGURED') : apiErrorText(t, google.error)}
        </Text>
      )}
    </Stack>
  );
}
