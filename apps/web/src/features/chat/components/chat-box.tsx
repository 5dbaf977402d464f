import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { ActionIcon, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { chatStore, useChat } from '../hooks/use-chat';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

/** The chat box: conversations on the left, the open one on the right (one at a time on phones). */
export function ChatBox({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('chat');
  const status = useChat((s) => s.status);
  const activeRoomId = useChat((s) => s.activeRoomId);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('[data-chat-popover]')) chatStore.setOpen(false);
    };
    const before = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const box = ref.current;
    document.addEventListener('keydown', onKey);
    box?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      // Closed with focus inside (Esc, the close button): focus goes back where it came from, the chat button as a rule.
      const now = document.activeElement;
      if (now && now !== document.body && !box?.contains(now)) return;
      const back = before?.isConnected ? before : document.querySelector<HTMLElement>('[data-testid="chat-launcher"]');
      back?.focus({ preventScroll: true });
    };
  }, []);

  const warn = status === 'unverified' || status === 'unauthorized' || status === 'reconnecting';
  return (
    <Paper ref={ref} className="lb-chat-box" shadow="xl" radius="lg" withBorder role="dialog" aria-label={t('title')} tabIndex={-1} data-testid="chat-box">
      <div className="lb-chat-box__head">
        <Icon name="message" size={20} />
        <Text fw={700} component="h2" size="lg" style={{ margin: 0 }}>
          {t('title')}
        </Text>
        <Text size="sm" c={warn ? 'orange.9' : 'dimmed'} role="status" aria-live="polite" style={{ flex: 1, minWidth: 0 }} truncate data-chat-status={status}>
          {status === 'open' ? '' : t(`status.${user.is_verified ? status : 'unverified'}`)}
        </Text>
        <ActionIcon variant="subtle" color="gray" onClick={() => chatStore.setOpen(false)} aria-label={t('close')}>
          <Icon name="close" size={18} />
        </ActionIcon>
      </div>
      <div className="lb-chat-box__body" data-active={activeRoomId ? 'true' : 'false'}>
        <ConversationList me={user.id} />
        <ConversationView me={user.id} roomId={activeRoomId} />
      </div>
    </Paper>
  );
}
