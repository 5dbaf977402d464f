import type { ChatRoom } from '@lingbridge/contracts/chat';
import { Badge, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { chatStore, useChat } from '../hooks/use-chat';

export const partnerOf = (room: ChatRoom, me: number) => room.users.find((u) => u.id !== me) ?? room.users[0];

/** Individual conversations with their unread counts (spec 01 §7: GET /chat, individual rooms). */
export function ConversationList({ me }: { me: number }) {
  const { t } = useTranslation('chat');
  const rooms = useChat((s) => s.rooms);
  const active = useChat((s) => s.activeRoomId);
  const individual = rooms?.filter((r) => r.room_type === 'Individual');

  return (
    <nav className="lb-chat-list" aria-label={t('conversations')}>
      {!individual ? (
        <div className="lb-chat-empty">
          <Loader size="sm" />
        </div>
      ) : !individual.length ? (
        <div className="lb-chat-empty">
          <Text size="sm">{t('noConversations')}</Text>
        </div>
      ) : (
        individual.map((room) => {
          const partner = partnerOf(room, me);
          const last = room.last_message;
          const preview = last ? `${last.sender_id === me ? `${t('you')}: ` : ''}${last.text}` : t('noMessagesPreview');
          return (
            <button
              key={room.id}
              type="button"
              className="lb-chat-list__item"
              aria-current={room.id === active ? 'true' : undefined}
              onClick={() => void chatStore.openRoom(room.id)}
              data-room-id={room.id}
            >
              <UserAvatar user={partner} size={36} decorative />
              <span className="lb-chat-list__text">
                <Text fw={600} size="sm" truncate>
                  {partner?.nick_name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {preview}
                </Text>
              </span>
              {room.unread_count > 0 && (
                <Badge color="red" size="sm" circle={room.unread_count < 10} aria-label={t('unread', { count: room.unread_count })} data-testid="unread-badge">
                  {room.unread_count}
                </Badge>
              )}
            </button>
          );
        })
      )}
    </nav>
  );
}
