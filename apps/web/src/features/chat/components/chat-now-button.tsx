import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useModal } from '../../../components/ui/modal/use-modal';
import { useSession } from '../../accounts/public/session';
import { chatStore } from '../hooks/use-chat';

type Props = { userId: number; name: string } & Omit<ButtonProps, 'children' | 'onClick'>;

/**
 * "Chat now" on a member's or mentor's profile: asks through the chatnow modal, then opens the chat
 * box on the conversation with that person (created on first use). Visitors get the sign-up dialog.
 */
export function ChatNowButton({ userId, name, ...button }: Props) {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const modal = useModal();
  if (user?.id === userId) return null;

  const start = async () => {
    if (!user) {
      await modal.open('registration', { title: t('visitor.title'), body: t('visitor.body') });
      return;
    }
    if (await modal.open('chatnow', { values: { name } })) chatStore.startWith(userId);
  };

  return (
    <Button leftSection={<Icon name="message" size={18} />} onClick={() => void start()} {...button}>
      {t('chatNow')}
    </Button>
  );
}
