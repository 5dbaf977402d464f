import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useModal } from '../../../components/ui/modal/use-modal';

/** Asks a visitor who opens the chat to sign up or log in (spec 01 §8). */
export function useChatSignUpPrompt() {
  const { t } = useTranslation('chat');
  const { open } = useModal();
  return () => void open('registration', { title: t('visitor.title'), body: t('visitor.body') });
}

/** The round chat button at the corner of every page, with the unread count. */
export function ChatLauncher({ open, unread, onClick }: { open: boolean; unread: number; onClick: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className="lb-chat-launcher">
      <Indicator label={unread > 99 ? '99+' : unread} size={20} disabled={!unread} color="red" offset={6}>
        <ActionIcon
          size={56}
          radius="xl"
          variant="filled"
          onClick={onClick}
          aria-expanded={open}
          aria-label={open ? t('close') : unread ? t('openWithUnread', { count: unread }) : t('open')}
          data-testid="chat-launcher"
        >
          <Icon name={open ? 'close' : 'message'} size={26} />
        </ActionIcon>
      </Indicator>
    </div>
  );
}
