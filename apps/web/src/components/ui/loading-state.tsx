import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { label?: string; fullPage?: boolean };

/** A calm spinner with a text alternative; used while a page or a list loads. */
export function LoadingState({ label, fullPage }: Props) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const text = label ?? (ready ? t('states.loading') : 'Loading…');
  return (
    <Center role="status" aria-live="polite" mih={fullPage ? '60vh' : 160} py="xl">
      <Stack align="center" gap="sm">
        <Loader type="dots" />
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
