import type { NotificationFrame, NotificationItem } from '@lingbridge/contracts/notifications';
import type { AppContext } from '../../context';

/**
 * Sends a stored notification to the user's open tabs, on whichever process holds them, over the
 * realtime layer (docs/decisions/0070); a worker publishes the same way. Best effort: the list and
 * the unread count are the truth, and a tab that missed a frame refetches them when it reconnects.
 */
export async function pushNotification(ctx: AppContext, userId: number, item: NotificationItem, unreadCount: number) {
  const frame: NotificationFrame = { type: 'notification', item, unread_count: unreadCount };
  await ctx.realtime.toUsers([userId], frame);
}
