import type { NotificationFrame, NotificationItem } from '@lingbridge/contracts/notifications';
import type { AppContext } from '../../context';

/** Pub/sub channel of notification frames until the realtime layer carries them (docs/decisions/0076). */
export const NOTIFICATION_CHANNEL = 'notifications.frames';

/**
 * Sends a stored notification to the user's open tabs, on whichever process holds them. The one
 * place a notification goes live: when the realtime layer lands this becomes
 * `ctx.realtime.toUsers([userId], frame)`. Best effort: the list and the unread count are the truth.
 */
export async function pushNotification(ctx: AppContext, userId: number, item: NotificationItem, unreadCount: number) {
  const frame: NotificationFrame = { type: 'notification', item, unread_count: unreadCount };
  await ctx.pubsub.publish(NOTIFICATION_CHANNEL, { userIds: [userId], frame }).catch((err) => ctx.log.warn({ err }, 'notification push failed'));
}
