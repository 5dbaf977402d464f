import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { notifications, type NotificationRow } from '../../db/schema';

type Q = Db | Tx;
export type NewNotification = { userId: number; kind: string; params: object; link: string | null };

/** Inserts once per `sourceKey`: null when it was stored before (a processor that ran again). */
export async function insertOnce(db: Q, v: NewNotification, sourceKey: string): Promise<NotificationRow | null> {
  const [row] = await db
    .insert(notifications)
    .values({ ...v, sourceKey })
    .onConflictDoNothing({ target: notifications.sourceKey })
    .returning();
  return row ?? null;
}

/** Inserts, or refreshes the user's unread notification of the same group (it moves to the top). */
export async function upsertInGroup(db: Q, v: NewNotification, groupKey: string): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({ ...v, groupKey })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
      set: { kind: v.kind, params: v.params, link: v.link, createdAt: sql`now()` },
    })
    .returning();
  return row;
}

export async function listPage(db: Q, userId: number, page: number, size: number) {
  const where = eq(notifications.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: Number(n) };
}

export async function unreadCount(db: Q, userId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(n);
}

export async function findById(db: Q, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** Marks a notification read; one read before keeps its time. */
export async function markRead(db: Q, id: number, at: Date) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(notifications.id, id))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: Q, userId: number, at: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
