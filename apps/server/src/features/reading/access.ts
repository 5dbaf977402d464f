import { READING_ERRORS, type AccessState } from '@lingbridge/contracts/reading';
import type { AppContext } from '../../context';
import type { ArticleRow } from '../../db/schema';
import { consumeFreeUse, freeUsesOf } from '../billing/entitlements';
import { AppError } from '../../errors';
import { isEditor, type ReadingActor } from './policy';

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
  const uses = await freeUsesOf(ctx, actor.id);
  return { unlocked: uses.unlocked.read, usesLeft: uses.remaining };
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
  // The free limit is billing's: one counter across Read, Watch and Speak (docs/decisions/0010).
  const use = await consumeFreeUse(ctx, actor, { feature: 'read', resourceId: a.id });
  if (!use.allowed) return { ...peek, free_uses_left: 0 };
  return { state: 'open', reason: 'free_use', free_uses_left: use.remaining };
}

/** For the cloze, the quiz, the recording and the downloads: the article's text must be open. */
export async function requireOpen(ctx: AppContext, actor: ReadingActor, a: Gate) {
  const access = await openAccess(ctx, actor, a);
  if (access.state === 'open') return access;
  if (access.reason === 'login') throw new AppError(401, READING_ERRORS.loginRequired);
  throw new AppError(403, READING_ERRORS.subscribeRequired);
}
