import type { AppContext } from '../../context';
import { displayName } from '../accounts/presenter';
import * as repo from './repo';

/**
 * Who of a room has still not read messages posted since `sinceId` (their chat box was closed, or
 * showed another conversation), with their unread count, and the sender's name as others see it.
 */
export async function unreadRecipients(ctx: AppContext, roomId: number, senderId: number, sinceId: number) {
  const [unread, members] = await Promise.all([repo.membersWithUnreadSince(ctx.db, roomId, sinceId), repo.membersOfRooms(ctx.db, [roomId])]);
  const sender = members.find((m) => m.id === senderId);
  return {
    senderName: sender ? displayName(sender) : '',
    recipients: unread.filter((u) => u.userId !== senderId),
  };
}
