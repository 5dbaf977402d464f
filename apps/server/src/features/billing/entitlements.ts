import { BILLING_ERRORS, FEATURES, FREE_USE_LIMIT, type Entitlements } from '@lingbridge/contracts/billing';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../adapters/db';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isAdmin } from '../accounts/policy';
import { paidSeatUntil } from '../organizations/seats';
import * as repo from './repo';

export type Feature = (typeof FEATURES)[number];
/** The fields the free-use rules read. */
type Counted = Pick<UserRow, 'id' | 'isPaid' | 'userRole' | 'isSuperuser'>;
export type FreeUse = { feature: Feature; resourceId: string | number };
export type FreeUseResult = { allowed: boolean; pro: boolean; counted: boolean; used: number; remaining: number };

/**
 * PRO or free, without a database round trip: a live subscription (is_paid, kept by billing) or
 * an admin. Read, Watch and Speak call this on their hot paths.
 */
export const isPro = (user: Pick<UserRow, 'isPaid' | 'userRole' | 'isSuperuser'> | null) => !!user && (user.isPaid || isAdmin(user as never));

/** What the user may use now: PRO, or free with the uses left (docs/decisions/0010). */
export async function entitlementsOf(ctx: AppContext, user: UserRow): Promise<Entitlements> {
  const used = await repo.countFreeUses(ctx.db, user.id);
  const free = { used, limit: FREE_USE_LIMIT, remaining: Math.max(0, FREE_USE_LIMIT - used) };
  if (isAdmin(user)) return { pro: true, reason: 'admin', free_uses: free, access_until: null };
  if (user.isPaid) {
    const sub = await repo.findLiveSubscription(ctx.db, user.id);
    if (sub && sub.paidThrough > ctx.now()) return { pro: true, reason: 'subscription', free_uses: free, access_until: sub.paidThrough.toISOString() };
    // A paid seat of an organisation (docs/decisions/0094).
    const seat = await paidSeatUntil(ctx.db, user.id, ctx.now());
    if (seat) return { pro: true, reason: 'organization', free_uses: free, access_until: seat.toISOString() };
    return { pro: true, reason: 'subscription', free_uses: free, access_until: sub?.paidThrough.toISOString() ?? null };
  }
  return { pro: false, reason: 'free', free_uses: free, access_until: null };
}

/**
 * Counts one free use of a PRO resource (docs/decisions/0010). PRO users are never counted. Opening
 * the same resource again is free and always allowed; a new resource is allowed while fewer than
 * FREE_USE_LIMIT have been used. Uses of one user are counted one at a time (row lock).
 */
export async function consumeFreeUse(ctx: AppContext, user: Counted, use: FreeUse): Promise<FreeUseResult> {
  if (isPro(user)) return { allowed: true, pro: true, counted: false, used: 0, remaining: FREE_USE_LIMIT };
  const resourceId = String(use.resourceId).slice(0, 200);
  return ctx.db.transaction(async (tx) => {
    // The same per-user lock Read's access.ts takes (docs/decisions/0010), then billing's row lock.
    await tx.execute(sql`select pg_advisory_xact_lock(7401, ${user.id})`);
    await repo.lockAccount(tx, user.id);
    const used = await repo.countFreeUses(tx, user.id);
    if (await repo.hasFreeUse(tx, user.id, use.feature, resourceId))
      return { allowed: true, pro: false, counted: false, used, remaining: Math.max(0, FREE_USE_LIMIT - used) };
    if (used >= FREE_USE_LIMIT) return { allowed: false, pro: false, counted: false, used, remaining: 0 };
    await repo.insertFreeUse(tx, user.id, use.feature, resourceId);
    return { allowed: true, pro: false, counted: true, used: used + 1, remaining: FREE_USE_LIMIT - used - 1 };
  });
}

/**
 * Gives a counted free use back (docs/decisions/0065): the resource did not deliver what the use
 * paid for (a video that failed without a transcript). Runs in the caller's transaction, so the
 * use comes back together with the change that justifies it; answers whether a use was returned.
 */
export async function returnFreeUse(tx: Tx, userId: number, use: FreeUse) {
  await tx.execute(sql`select pg_advisory_xact_lock(7401, ${userId})`);
  return repo.deleteFreeUse(tx, userId, use.feature, String(use.resourceId).slice(0, 200));
}

/** The free-use picture of a user: resources already unlocked per feature, and uses left. */
export async function freeUsesOf(ctx: AppContext, userId: number) {
  const rows = await repo.listFreeUses(ctx.db, userId);
  const unlocked: Record<Feature, Set<string>> = { read: new Set(), watch: new Set(), speak: new Set() };
  for (const r of rows) unlocked[r.feature].add(r.resourceId);
  return { unlocked, used: rows.length, remaining: Math.max(0, FREE_USE_LIMIT - rows.length) };
}

/** consumeFreeUse that answers 403 FREE_LIMIT_REACHED (the client opens the subscribe modal). */
export async function requireFreeUse(ctx: AppContext, user: Counted, use: FreeUse) {
  const r = await consumeFreeUse(ctx, user, use);
  if (!r.allowed) throw new AppError(403, BILLING_ERRORS.freeLimitReached);
  return r;
}
