import { Box, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/get-me';
import { useRequestVerifyToken } from '../api/request-verify-token';
import { ApiError } from '../../../lib/api-client';

// Kept off the contracts' zod schemas (lib/error-text): the header renders this on every page.
const failureKey = (err: unknown) => (err instanceof ApiError && err.status === 429 ? 'errors.rateLimited' : 'errors.generic');

/**
 * The sticky e-mail verification banner (spec 01 §2): shown to signed-in users whose e-mail is not
 * verified yet, with a Resend Email button that then shows Resent!.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation('accounts');
  const me = useMe();
  const resend = useRequestVerifyToken();
  const user = me.data;
  if (!user || user.is_verified) return null;

  return (
    <Box
      role="region"
      aria-label={t('banner.label')}
      data-testid="verify-email-banner"
      pos="sticky"
      top={0}
      px="md"
      py={8}
      style={{ zIndex: 150, background: 'var(--mantine-color-yellow-1)', borderBottom: '1px solid var(--mantine-color-yellow-4)' }}
    >
      <Group justify="center" gap="sm" wrap="wrap">
        <Text size="sm" c="dark.7" ta="center">
          {t('banner.text', { email: user.email })}
        </Text>
        <Button
          size="compact-sm"
          variant={resend.isSuccess ? 'white' : 'filled'}
          color={resend.isSuccess ? 'teal' : 'dark'}
          loading={resend.isPending}
          // Stays readable after sending (a disabled button would fade out); further presses do nothing.
          aria-disabled={resend.isSuccess || undefined}
          onClick={() => !resend.isSuccess && resend.mutate(user.email)}
        >
          {resend.isSuccess ? t('banner.resent') : t('banner.resend')}
        </Button>
        {resend.isError && (
          <Text size="sm" c="red.8" role="alert">
            {t(failureKey(resend.error))}
          </Text>
        )}
      </Group>
    </Box>
  );
}
