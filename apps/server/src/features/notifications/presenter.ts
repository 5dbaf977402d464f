import { notificationItem, type NotificationItem } from '@lingbridge/contracts/notifications';
import type { NotificationRow } from '../../db/schema';

/**
 * A stored notification as the contract shows it; null for one this version cannot show (a kind
 * written by a newer version during a rolling deploy), which the list leaves out.
 */
export function presentNotification(row: NotificationRow): NotificationItem | null {
  const parsed = notificationItem.safeParse({
    id: row.id,
    kind: row.kind,
    params: row.params,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  });
  return parsed.success ? parsed.data : null;
}
