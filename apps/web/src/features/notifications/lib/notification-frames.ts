import type { NotificationFrame, UnreadCountResponse } from '@lingbridge/contracts/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../api/query-keys';

/**
 * A live `notification` frame (server: features/notifications/push.ts) into the query cache: the
 * bell shows the new count at once, and the list is fetched again when it is next shown.
 */
export function applyNotificationFrame(qc: QueryClient, frame: NotificationFrame) {
  qc.setQueryData<UnreadCountResponse>(notificationKeys.unread, { unread_count: frame.unread_count });
  void qc.invalidateQueries({ queryKey: ['notifications', 'list'] });
}

/** How the realtime client lets a feature listen to one frame type; answers the unsubscribe. */
export type SubscribeToFrames = (type: 'notification', handler: (frame: NotificationFrame) => void) => () => void;

/**
 * The one subscription that makes the bell live, with the realtime socket's subscribe
 * (lib/realtime-socket.ts); the bell's hook calls it (hooks/use-live-notifications.ts).
 */
export const subscribeNotificationFrames = (qc: QueryClient, subscribe: SubscribeToFrames) =>
  subscribe('notification', (frame) => applyNotificationFrame(qc, frame));
