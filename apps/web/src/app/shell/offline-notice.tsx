import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { useOnlineStatus } from '../../lib/online-status';

/** A short message in a dark pill at the foot of the screen, announced politely. */
export function StatusPill({ show, children }: { show: boolean; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" style={{ position: 'fixed', insetInline: 0, bottom: 16, zIndex: 400, pointerEvents: 'none' }}>
      {show && (
        <Group
          gap="xs"
          wrap="nowrap"
          mx="auto"
          px="md"
          py={8}
          w="fit-content"
          maw="calc(100% - 32px)"
          style={{ background: '#1f2933', color: '#fff', borderRadius: 999, boxShadow: '0 6px 20px rgba(0,0,0,.2)' }}
        >
          <Icon name="wifiOff" size={18} />
          <Text size="sm" c="white">
            {children}
          </Text>
        </Group>
      )}
    </div>
  );
}

/** A small notice while the browser is offline (navigator.onLine and its events). */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return <StatusPill show={!online}>{t('states.offline')}</StatusPill>;
}
