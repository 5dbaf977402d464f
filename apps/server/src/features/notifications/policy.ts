import type { NotificationRow, UserRow } from '../../db/schema';

type Actor = Pick<UserRow, 'id'> | null;

/** Notifications are their owner's alone; someone else's id is answered as missing (404). */
export const notificationsPolicy = {
  readOwn: (a: Actor) => !!a,
  read: (a: Actor, n: Pick<NotificationRow, 'userId'>) => !!a && a.id === n.userId,
} as const;
