import { NOTIFICATION_ERRORS, type NotificationDraft } from '@lingbridge/contracts/notifications';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { notificationsPolicy } from './policy';
import { presentNotification } from './presenter';
import { pushNotification } from './push';
import * as repo from './repo';
import { pageAnswer } from '../../db/page';

/**
 * Stores a notification for a user and pushes it to their open tabs. With `key` (a processor's
 * `meta.key`) it is stored once however often the processor runs; with `group` it replaces the
 * user's unread notification of that group instead of adding one (a busy conversation).
 */
export async function notify(ctx: AppContext, userId: number, draft: NotificationDraft, by: { key: string } | { group: string }) {
  const values = { userId, kind: draft.kind, params: draft.params, link: draft.link };
  const row = 'key' in by ? await repo.insertOnce(ctx.db, values, by.key) : await repo.upsertInGroup(ctx.db, values, by.group);
  if (!row) return null;
  const item = presentNotification(row);
  if (item) await pushNotification(ctx, userId, item, await repo.unreadCount(ctx.db, userId));
  return row;
}

export async function listNotifications(ctx: AppContext, userId: number, page: number, size: number) {
  const [{ rows, total }, unread] = await Promise.all([repo.listPage(ctx.db, userId, page, size), repo.unreadCount(ctx.db, userId)]);
  const items = rows.map(presentNotification).filter((n) => n !== null);
  return { ...pageAnswer(items, { page, size }, total), unread_count: unread };
}

export const unreadCount = (ctx: AppContext, userId: number) => repo.unreadCount(ctx.db, userId);

/** Marks one notification read; again is the same answer. Another user's, or none: 404. */
export async function markRead(ctx: AppContext, user: Pick<UserRow, 'id'>, id: number) {
  const found = await repo.findById(ctx.db, id);
  if (!found || !notificationsPolicy.read(user, found)) throw notFound(NOTIFICATION_ERRORS.notFound);
  const row = await repo.markRead(ctx.db, id, ctx.now());
  const item = row && presentNotification(row);
  if (!item) throw notFound(NOTIFICATION_ERRORS.notFound);
  return item;
}

export async function markAllRead(ctx: AppContext, userId: number) {
  const updated = await repo.markAllRead(ctx.db, userId, ctx.now());
  return { updated, unread_count: await repo.unreadCount(ctx.db, userId) };
}
