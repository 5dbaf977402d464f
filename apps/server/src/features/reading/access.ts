import { FREE_USE_LIMIT } from '@lingbridge/contracts/constants';
import { READING_ERRORS, type AccessState } from '@lingbridge/contracts/reading';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { billingFreeUses, type ArticleRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isEditor, type ReadingActor } from './policy';

/**
 * The free-use counter. Billing owns the table (`billing_free_uses`, one row per user, feature and
 * resource, FREE_USE_LIMIT in total across Read, Watch and Speak); its entitlements service was not
 * there yet when Read was built, so these two functions are the only place Read touches it. Point
 * them at billing's service when it lands (docs/decisions/0031-reading-access.md).
 */
async function readUsesOf(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select({ feature: billingFreeUses.feature, resourceId: billingFreeUses.resourceId })
    .from(billingFreeUses)
    .where(eq(billingFreeUses.userId, userId));
  return { total: rows.length, readIds: new Set(rows.filter((r) => r.feature === 'read').map((r) => r.resourceId)) };
}

/** Spends one free use on an article, once; false when the limit is reached. Serialized per user. */
async function spendFreeRead(ctx: AppContext, userId: number, articleId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7401, ${userId})`);
    const resourceId = String(articleId);
    const [{ used }] = await tx
      .select({ used: count() })
      .from(billingFreeUses)
      .where(and(eq(billingFreeUses.userId, userId), eq(billingFreeUses.feature, 'read'), eq(billingFreeUses.resourceId, resourceId)));
    if (used > 0) return true;
    const [{ n }] = await tx.select({ n: count() }).from(billingFreeUses).where(eq(billingFreeUses.userId, userId));
    if (n >= FREE_USE_LIMIT) return false;
    await tx.insert(billingFreeUses).values({ userId, feature: 'read', resourceId }).onConflictDoNothing();
    return true;
  });
}

type Gate = Pick<ArticleRow, 'id' | 'isFree' | 'status'>;

/**
 * What a reader gets of an article without spending anything (lists, teasers):
 * free → open; PRO → open; editor → open; a free user's already unlocked article → open;
 * otherwise locked, with what would unlock it (log in, or subscribe).
 */
export function peekAccess(actor: ReadingActor, a: Gate, unlocked: Set<string>, usesLeft: number | null): AccessState {
  if (isEditor(actor)) return { state: 'open', reason: 'editor', free_uses_left: null };
  if (a.isFree) return { state: 'open', reason: 'free', free_uses_left: usesLeft };
  if (actor?.isPaid) return { state: 'open', reason: 'pro', free_uses_left: null };
  if (!actor) return { state: 'locked', reason: 'login', free_uses_left: null };
  if (unlocked.has(String(a.id))) return { state: 'open', reason: 'free_use', free_uses_left: usesLeft };
  return { state: 'locked', reason: 'subscribe', free_uses_left: usesLeft };
}

/** The free-use picture of a signed-in free user (null for visitors, PRO and editors). */
export async function freeUsePicture(ctx: AppContext, actor: ReadingActor) {
  if (!actor || actor.isPaid || isEditor(actor)) return { unlocked: new Set<string>(), usesLeft: null as number | null };
  const { total, readIds } = await readUsesOf(ctx, actor.id);
  return { unlocked: readIds, usesLeft: Math.max(0, FREE_USE_LIMIT - total) };
}

/**
 * Opens an article for reading. A signed-in free user opening a subscriber-only article for the
 * first time spends one of the free uses on it (then it stays open for them); what counts as a use
 * is written down in docs/decisions/0031-reading-access.md.
 */
export async function openAccess(ctx: AppContext, actor: ReadingActor, a: Gate): Promise<AccessState> {
  const { unlocked, usesLeft } = await freeUsePicture(ctx, actor);
  const peek = peekAccess(actor, a, unlocked, usesLeft);
  if (peek.state === 'open' || peek.reason !== 'subscribe' || !actor || (usesLeft ?? 0) <= 0) return peek;
  if (!(await spendFreeRead(ctx, actor.id, a.id))) return { ...peek, free_uses_left: 0 };
  return { state: 'open', reason: 'free_use', free_uses_left: Math.max(0, (usesLeft ?? 0) - 1) };
}

/** For the cloze, the quiz, the recording and the downloads: the article's text must be open. */
export async function requireOpen(ctx: AppContext, actor: ReadingActor, a: Gate) {
  const access = await openAccess(ctx, actor, a);
  if (access.state === 'open') return access;
  if (access.reason === 'login') throw new AppError(401, READING_ERRORS.loginRequired);
  throw new AppError(403, READING_ERRORS.subscribeRequired);
}
