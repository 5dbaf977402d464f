import { and, count, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import {
  billingAccounts,
  billingFreeUses,
  billingOrders,
  billingQuoteRequests,
  billingSubscriptions,
  billingWebhookEvents,
  users,
  type BillingOrderRow,
  type BillingSubscriptionRow,
} from '../../db/schema';

type Q = Db | Tx;

/** The site language of an account (null: no such account). */
export const siteLanguageOf = async (q: Q, userId: number) =>
  (await q.select({ siteLanguage: users.siteLanguage }).from(users).where(eq(users.id, userId)))[0]?.siteLanguage ?? null;
export type NewOrder = typeof billingOrders.$inferInsert;
export type NewSubscription = typeof billingSubscriptions.$inferInsert;
export const LIVE_STATES = ['success', 'cancelled', 'renew'] as const;

/** Creates the user's billing row if needed and locks it: a user's payments change one at a time. */
export async function lockAccount(tx: Tx, userId: number) {
  await tx.insert(billingAccounts).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).for('update');
  return row;
}

export async function findAccount(db: Q, userId: number) {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row ?? null;
}

export async function findAccountByCustomer(db: Q, customerId: string) {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.stripeCustomerId, customerId));
  return row ?? null;
}

export async function setStripeCustomer(db: Q, userId: number, customerId: string) {
  await db.insert(billingAccounts).values({ userId }).onConflictDoNothing();
  await db
    .update(billingAccounts)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(billingAccounts.userId, userId), sql`${billingAccounts.stripeCustomerId} is null`));
}

export async function insertOrder(db: Q, values: NewOrder) {
  const [row] = await db.insert(billingOrders).values(values).returning();
  return row;
}

export async function updateOrder(db: Q, id: number, values: Partial<NewOrder>) {
  const [row] = await db
    .update(billingOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(billingOrders.id, id))
    .returning();
  return row ?? null;
}

export async function findOrder(db: Q, id: number) {
  const [row] = await db.select().from(billingOrders).where(eq(billingOrders.id, id));
  return row ?? null;
}

export async function findOrderForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(billingOrders).where(eq(billingOrders.id, id)).for('update');
  return row ?? null;
}

export async function findOrderBySession(db: Q, sessionId: string) {
  const [row] = await db.select().from(billingOrders).where(eq(billingOrders.providerSessionId, sessionId));
  return row ?? null;
}

export async function findOrderByInvoice(db: Q, invoiceId: string) {
  const [row] = await db.select().from(billingOrders).where(eq(billingOrders.providerInvoiceId, invoiceId));
  return row ?? null;
}

/** The user's open checkout for an item (not started or pending), newest first. */
export async function findOpenOrders(db: Q, userId: number) {
  return db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.userId, userId), inArray(billingOrders.status, ['not_started', 'pending'])))
    .orderBy(desc(billingOrders.id));
}

/** Everyone's unfinished checkouts of one thing (an event's tickets), held until the transaction ends. */
export async function lockOpenOrdersOf(tx: Tx, item: BillingOrderRow['item'], ref: string, userId?: number) {
  return tx
    .select()
    .from(billingOrders)
    .where(
      and(
        eq(billingOrders.item, item),
        eq(billingOrders.ref, ref),
        inArray(billingOrders.status, ['not_started', 'pending']),
        userId === undefined ? undefined : eq(billingOrders.userId, userId),
      ),
    )
    .for('update');
}

/** A successful, unrefunded order of this item and ref (a bought material). */
export async function hasPaidOrder(db: Q, userId: number, item: BillingOrderRow['item'], ref: string) {
  return (await paidRefs(db, userId, item, [ref])).length > 0;
}

export async function paidRefs(db: Q, userId: number, item: BillingOrderRow['item'], refs: string[]) {
  if (!refs.length) return [];
  const rows = await db
    .selectDistinct({ ref: billingOrders.ref })
    .from(billingOrders)
    .where(
      and(
        eq(billingOrders.userId, userId),
        eq(billingOrders.item, item),
        inArray(billingOrders.ref, refs),
        eq(billingOrders.status, 'success'),
        eq(billingOrders.refundedCents, 0),
      ),
    );
  return rows.map((r) => r.ref!);
}

export async function listOrders(db: Q, where: SQL | undefined, page: number, size: number) {
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(billingOrders)
      .where(where)
      .orderBy(desc(billingOrders.createdAt), desc(billingOrders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(billingOrders).where(where),
  ]);
  return { items, total };
}

/** Filters of the admin order list: status, item, created between two days (UTC, inclusive), e-mail. */
export function orderFilter(f: {
  userId?: number;
  status?: BillingOrderRow['status'];
  item?: BillingOrderRow['item'];
  from?: Date;
  toExclusive?: Date;
  q?: string;
}) {
  const conds: SQL[] = [];
  if (f.userId !== undefined) conds.push(eq(billingOrders.userId, f.userId));
  if (f.status) conds.push(eq(billingOrders.status, f.status));
  if (f.item) conds.push(eq(billingOrders.item, f.item));
  if (f.from) conds.push(gte(billingOrders.createdAt, f.from));
  if (f.toExclusive) conds.push(lt(billingOrders.createdAt, f.toExclusive));
  if (f.q) conds.push(ilike(billingOrders.customerEmail, `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return conds.length ? and(...conds) : undefined;
}

/** Pending checkouts older than `before`: abandoned. */
export async function expireStaleOrders(db: Q, before: Date) {
  return db
    .update(billingOrders)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(inArray(billingOrders.status, ['not_started', 'pending']), lt(billingOrders.createdAt, before)))
    .returning({ id: billingOrders.id });
}

export async function findLiveSubscription(db: Q, userId: number) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), inArray(billingSubscriptions.status, [...LIVE_STATES])));
  return row ?? null;
}

export async function findLatestSubscription(db: Q, userId: number) {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId)).orderBy(desc(billingSubscriptions.id)).limit(1);
  return row ?? null;
}

export async function findSubscriptionForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update');
  return row ?? null;
}

export async function findSubscriptionByProvider(db: Q, providerId: string) {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.providerSubscriptionId, providerId));
  return row ?? null;
}

export async function insertSubscription(db: Q, values: NewSubscription) {
  const [row] = await db.insert(billingSubscriptions).values(values).returning();
  return row;
}

export async function updateSubscription(db: Q, id: number, values: Partial<NewSubscription>) {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(billingSubscriptions.id, id))
    .returning();
  return row as BillingSubscriptionRow;
}

/** Live subscriptions whose paid period ended at or before `now`: the ones the period-end job settles. */
export async function findDueSubscriptions(db: Q, now: Date, limit = 200) {
  return db
    .select({ id: billingSubscriptions.id, userId: billingSubscriptions.userId })
    .from(billingSubscriptions)
    .where(and(inArray(billingSubscriptions.status, [...LIVE_STATES]), lte(billingSubscriptions.paidThrough, now)))
    .limit(limit);
}

/** Records a processor event; false when it was applied before. */
export async function recordEvent(tx: Tx, e: { id: string; type: string; created: number }) {
  const rows = await tx
    .insert(billingWebhookEvents)
    .values({ id: e.id, type: e.type, eventCreated: e.created })
    .onConflictDoNothing()
    .returning({ id: billingWebhookEvents.id });
  return rows.length > 0;
}

export async function countFreeUses(db: Q, userId: number) {
  const [{ n }] = await db.select({ n: count() }).from(billingFreeUses).where(eq(billingFreeUses.userId, userId));
  return n;
}

export async function hasFreeUse(db: Q, userId: number, feature: 'read' | 'watch' | 'speak', resourceId: string) {
  const [row] = await db
    .select({ userId: billingFreeUses.userId })
    .from(billingFreeUses)
    .where(and(eq(billingFreeUses.userId, userId), eq(billingFreeUses.feature, feature), eq(billingFreeUses.resourceId, resourceId)));
  return !!row;
}

export async function insertFreeUse(db: Q, userId: number, feature: 'read' | 'watch' | 'speak', resourceId: string) {
  await db.insert(billingFreeUses).values({ userId, feature, resourceId }).onConflictDoNothing();
}

export async function deleteFreeUse(db: Q, userId: number, feature: 'read' | 'watch' | 'speak', resourceId: string) {
  const rows = await db
    .delete(billingFreeUses)
    .where(and(eq(billingFreeUses.userId, userId), eq(billingFreeUses.feature, feature), eq(billingFreeUses.resourceId, resourceId)))
    .returning({ userId: billingFreeUses.userId });
  return rows.length > 0;
}

export async function insertQuoteRequest(db: Q, values: typeof billingQuoteRequests.$inferInsert) {
  const [row] = await db.insert(billingQuoteRequests).values(values).returning();
  return row;
}

/** The address on a subscription's first order (renewal orders repeat it). */
export async function findSubscriptionEmail(db: Q, subscriptionId: number) {
  const [row] = await db
    .select({ email: billingOrders.customerEmail })
    .from(billingOrders)
    .where(eq(billingOrders.subscriptionId, subscriptionId))
    .orderBy(billingOrders.id)
    .limit(1);
  return row?.email ?? null;
}

export async function listFreeUses(db: Q, userId: number) {
  return db
    .select({ feature: billingFreeUses.feature, resourceId: billingFreeUses.resourceId })
    .from(billingFreeUses)
    .where(eq(billingFreeUses.userId, userId));
}

export async function findQuoteRequest(db: Q, id: number) {
  const [row] = await db.select().from(billingQuoteRequests).where(eq(billingQuoteRequests.id, id));
  return row ?? null;
}
