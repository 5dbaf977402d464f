import { ActionIcon, Indicator } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useModal } from '../../../components/ui/modal/use-modal';
import { useSession } from '../../accounts/hooks/use-session';
import { chatStore, useChat, useUnreadTotal } from '../hooks/use-chat';
import './chat.css';

// The box (and its socket-driven parts) loads the first time it opens.
const ChatBox = lazy(() => import('./chat-box').then((m) => ({ default: m.ChatBox })));

/**
 * The chat launcher at the corner of every page, with the unread count; it keeps the chat
 * connection of a signed-in, verified user, and asks visitors to sign up or log in (spec 01 §8).
 */
export function ChatDock() {
  const { t } = useTranslation('chat');
  const session = useSession();
  const user = session.user;
  const open = useChat((s) => s.open);
  const unread = useUnreadTotal();
  const { open: openModal } = useModal();
  const me = user?.is_verified ? user.id : null;

  useEffect(() => {
    if (me) chatStore.start(me);
    else if (!session.isLoading) chatStore.stop();
  }, [me, session.isLoading]);

  useEffect(() => {
    const onVisible = () => chatStore.visible();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const toggle = () => {
    if (!user) {
      void openModal('registration', { title: t('visitor.title'), body: t('visitor.body') });
      return;
    }
    chatStore.setOpen(!open);
  };

  return (
    <>
      <div className="lb-chat-launcher">
        <Indicator label={unread > 99 ? '99+' : unread} size={20} disabled={!unread} color="red" offset={6}>
          <ActionIcon
            size={56}
            radius="xl"
            variant="filled"
            onClick={toggle}
            aria-expanded={open}
            aria-label={open ? t('close') : unread ? t('openWithUnread', { count: unread }) : t('open')}
            data-testid="chat-launcher"
          >
            <Icon name={open ? 'close' : 'message'} size={26} />
          </ActionIcon>
        </Indicator>
      </div>
      {open && user && (
        <Suspense fallback={null}>
          <ChatBox user={user} />
        </Suspense>
      )}
    </>
  );
}
