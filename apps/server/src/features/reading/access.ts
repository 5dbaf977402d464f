import { READING_ERRORS, type AccessState } from '@lingbridge/contracts/reading';
import type { AppContext } from '../../context';
import type { ArticleRow } from '../../db/schema';
import { consumeFreeUse, freeUsesOf } from '../billing/entitlements';
import { AppError } from '../../errors';
import { isEditor, type ReadingActor } from './policy';

type Gate = Pick<ArticleRow, 'id' | 'isFree' | 'status'>;

/**
 * What a reader gets of an article without spending anything (nothing here spends):
 * free → open; PRO → open; editor → open; a free user's already unlocked article → open;
 * otherwise locked, with what would unlock it (log in, a free use of theirs, or subscribe).
 */
export function peekAccess(actor: ReadingActor, a: Gate, unlocked: Set<string>, usesLeft: number | null): AccessState {
  if (isEditor(actor)) return { state: 'open', reason: 'editor', free_uses_left: null };
  if (a.isFree) return { state: 'open', reason: 'free', free_uses_left: usesLeft };
  if (actor?.isPaid) return { state: 'open', reason: 'pro', free_uses_left: null };
  if (!actor) return { state: 'locked', reason: 'login', free_uses_left: null };
  if (unlocked.has(String(a.id))) return { state: 'open', reason: 'free_use', free_uses_left: usesLeft };
  return { state: 'locked', reason: (usesLeft ?? 0) > 0 ? 'unlock' : 'subscribe', free_uses_left: usesLeft };
}

/** The free-use picture of a signed-in free user (null for visitors, PRO and editors). */
export async function freeUsePicture(ctx: AppContext, actor: ReadingActor) {
  if (!actor || actor.isPaid || isEditor(actor)) return { unlocked: new Set<string>(), usesLeft: null as number | null };
  const uses = await freeUsesOf(ctx, actor.id);
  return { unlocked: uses.unlocked.read, usesLeft: uses.remaining };
}

/** What the asker gets of this article now, spending nothing (the reader, the cloze, the quiz...). */
export async function currentAccess(ctx: AppContext, actor: ReadingActor, a: Gate): Promise<AccessState> {
  const { unlocked, usesLeft } = await freeUsePicture(ctx, actor);
  return peekAccess(actor, a, unlocked, usesLeft);
}

/**
 * Spends one free use on a subscriber-only article, at the learner's explicit request
 * (POST /article/{id}/unlock, docs/decisions/0066); reading never spends. An article already open
 * costs nothing; visitors get 401, a free user with no use left 403 ARTICLE_SUBSCRIBE_REQUIRED.
 * Once unlocked the article stays open for the user (decision 0031).
 */
export async function unlockAccess(ctx: AppContext, actor: ReadingActor, a: Gate): Promise<AccessState> {
  const peek = await currentAccess(ctx, actor, a);
  if (peek.state === 'open') return peek;
  if (!actor || peek.reason === 'login') throw new AppError(401, READING_ERRORS.loginRequired);
  // The free limit is billing's: one counter across Read, Watch and Speak (docs/decisions/0010).
  const use = await consumeFreeUse(ctx, actor, { feature: 'read', resourceId: a.id });
  if (!use.allowed) throw new AppError(403, READING_ERRORS.subscribeRequired);
  return { state: 'open', reason: 'free_use', free_uses_left: use.remaining };
}

/** For the cloze, the quiz, the recording and the downloads: the article's text must already be open. */
export async function requireOpen(ctx: AppContext, actor: ReadingActor, a: Gate) {
  const access = await currentAccess(ctx, actor, a);
  if (access.state === 'open') return access;
  if (access.reason === 'login') throw new AppError(401, READING_ERRORS.loginRequired);
  if (access.reason === 'unlock') throw new AppError(403, READING_ERRORS.unlockRequired);
  throw new AppError(403, READING_ERRORS.subscribeRequired);
}
