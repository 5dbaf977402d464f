import { ActionIcon, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { chatStore, useChat } from '../hooks/use-chat';
import { Composer } from './composer';
import { partnerOf } from './conversation-list';
import { MessageList } from './message-list';

/** The open conversation: who it is with (or the Talk Topic of a group), the messages, the composer. */
export function ConversationView({ me, roomId }: { me: number; roomId: number | null }) {
  const { t } = useTranslation('chat');
  const room = useChat((s) => s.rooms?.find((r) => r.id === roomId) ?? null);
  const partner = room && room.room_type === 'Individual' ? partnerOf(room, me) : null;

  return (
    <section className="lb-chat-conv" aria-label={partner?.nick_name ?? room?.talk_topic ?? t('chooseConversation')}>
      <div className="lb-chat-conv__head">
        {roomId && (
          <ActionIcon className="lb-chat-back" variant="subtle" color="gray" onClick={() => chatStore.closeRoom()} aria-label={t('back')}>
            <Icon name="arrowLeft" size={18} />
          </ActionIcon>
        )}
        {partner && <UserAvatar user={partner} size={32} decorative />}
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate component="h3" size="md" style={{ margin: 0 }}>
            {partner?.nick_name ?? (room ? t('groupChat') : t('chooseConversation'))}
          </Text>
          {room?.room_type === 'Group' && (
            <Text size="xs" c="dimmed" truncate>
              {room.talk_topic ? t('topic', { topic: room.talk_topic }) : t('members', { count: room.users.length })}
            </Text>
          )}
        </div>
      </div>
      {roomId && room ? (
        <MessageList me={me} room={room} />
      ) : (
        <div className="lb-chat-empty" style={{ flex: 1 }}>
          <Text size="sm">{t('chooseConversation')}</Text>
        </div>
      )}
      <Composer roomId={room ? room.id : null} />
    </section>
  );
}
