import { DISCUSSION_POSTS_PER_MINUTE, type DiscussionKind, type DiscussionThread, type MyDiscussions } from '@lingbridge/contracts/discussions';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { recordEvent } from '../../events/record-event';
import { questionAnswered } from './domain-events';
import { discussionsPolicy } from './policy';
import { present } from './presenter';
import * as repo from './repo';
import { reachable } from './reachable';

/**
 * What a learner types, made safe to store and show (decision 0106): one Unicode form, no
 * invisible or direction-flipping characters, runs of spaces and blank lines shortened. It is
 * always shown as text, never as markup, so tags stay visible characters and cannot run.
 */
export function cleanText(s: string) {
  return s
    .normalize('NFC')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function limit(ctx: AppContext, user: UserRow) {
  const hit = await ctx.limiter.hit(`discussions:${user.id}`, DISCUSSION_POSTS_PER_MINUTE, 60_000);
  if (!hit.allowed) throw new AppError(429, 'You are posting too fast; wait a minute and try again', undefined, { 'retry-after': String(hit.retryAfter) });
}

const body = (s: string) => {
  const text = cleanText(s);
  if (text.length < 2) throw new AppError(422, 'Write at least 2 characters', [{ path: 'body.body', message: 'Write at least 2 characters' }]);
  return text;
};

export async function thread(ctx: AppContext, actor: UserRow | null, kind: DiscussionKind, ref: number, page: number, size: number): Promise<DiscussionThread> {
  await reachable(ctx, actor, kind, ref);
  const { questions, answers, total } = await repo.thread(ctx.db, kind, ref, page, size);
  const canPost = discussionsPolicy.post(actor);
  return {
    items: questions.map((q) => ({
      ...present(actor, q),
      kind,
      ref,
      answers: answers.filter((a) => a.parentId === q.id).map((a) => present(actor, a)),
      abilities: { ...present(actor, q).abilities, answer: canPost },
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / size)),
    can_ask: canPost,
  };
}

export async function ask(ctx: AppContext, user: UserRow, kind: DiscussionKind, ref: number, text: string) {
  const clean = body(text);
  await reachable(ctx, user, kind, ref);
  await limit(ctx, user);
  const row = await repo.insert(ctx.db, {
    userId: user.id,
    kind,
    articleId: kind === 'article' ? ref : null,
    videoId: kind === 'video' ? ref : null,
    body: clean,
  });
  return { id: row.id };
}

export async function answer(ctx: AppContext, user: UserRow, questionId: number, text: string) {
  const clean = body(text);
  const q = await repo.find(ctx.db, questionId);
  if (!q || q.parentId !== null) throw notFound('Question not found');
  const ref = (q.articleId ?? q.videoId)!;
  await reachable(ctx, user, q.kind, ref);
  await limit(ctx, user);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insert(tx, { userId: user.id, kind: q.kind, articleId: q.articleId, videoId: q.videoId, parentId: q.id, body: clean });
    if (q.userId !== user.id)
      await recordEvent(tx, questionAnswered, {
        questionId: q.id,
        answerId: row.id,
        askerId: q.userId,
        answererId: user.id,
        answererName: user.nickName?.trim() || user.email.split('@')[0]!,
        kind: q.kind,
        ref,
        title: await repo.titleOf(tx, q.kind, ref),
      });
    return { id: row.id };
  });
}

/** Deletes a question (with its answers) or an answer: its author or an administrator. */
export async function remove(ctx: AppContext, user: UserRow, id: number) {
  const d = await repo.find(ctx.db, id);
  if (!d) throw notFound('Discussion not found');
  if (!discussionsPolicy.delete(user, d)) throw forbidden('Only its author can delete this');
  await repo.remove(ctx.db, id);
}

export async function mine(ctx: AppContext, user: UserRow, role: 'question' | 'answer' | undefined, page: number, size: number): Promise<MyDiscussions> {
  const list = await repo.mine(ctx.db, user.id, role, page, size);
  const total = list[0]?.total ?? (page > 1 ? await repo.countMine(ctx.db, user.id, role) : 0);
  return {
    items: list.map(({ total: _t, created_at, ...r }) => ({ ...r, created_at: new Date(created_at).toISOString() })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}
