import type { ChatFile, ChatMessage, ChatRoom, ChatUser } from '@lingbridge/contracts/chat';
import type { ChatMessageRow, ChatRoomRow } from '../../db/schema';
import { displayName } from '../accounts/presenter';
import type { MemberRow } from './repo';

export type FileInfo = { id: string; filename: string | null; mime: string; size: number };
export type Receipt = { messageId: number; userId: number; readAt: Date };

export const presentChatUser = (m: MemberRow): ChatUser => ({
  id: m.id,
  nick_name: displayName(m),
  avatar: m.avatarFileId ? { file_id: m.avatarFileId } : null,
  user_role: m.userRole,
});

export const presentFile = (f: FileInfo): ChatFile => ({
  file_id: f.id,
  filename: f.filename ?? f.id,
  mime: f.mime,
  size: f.size,
});

export function presentMessage(m: ChatMessageRow, receipts: Receipt[], files: Map<string, FileInfo>): ChatMessage {
  return {
    id: m.id,
    chat_room_id: m.roomId,
    sender_id: m.senderId ?? 0,
    text: m.text,
    created_at: m.createdAt.toISOString(),
    message_receipts: receipts.filter((r) => r.messageId === m.id).map((r) => ({ user_id: r.userId, read_at: r.readAt.toISOString() })),
    file_links: m.fileLinks,
    files: m.fileLinks.flatMap((id) => {
      const f = files.get(id);
      return f ? [presentFile(f)] : [];
    }),
    client_id: m.clientId,
  };
}

export function presentRoom(room: ChatRoomRow, members: MemberRow[], last: ChatMessage | null, unread: number): ChatRoom {
  return {
    id: room.id,
    room_type: room.roomType,
    talk_topic: room.talkTopic,
    users: members.filter((m) => m.roomId === room.id).map(presentChatUser),
    last_message: last,
    unread_count: unread,
    created_at: room.createdAt.toISOString(),
  };
}
