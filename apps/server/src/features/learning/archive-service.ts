import type { ArchiveKind } from '@lingbridge/contracts/learning';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { watchPolicy } from '../watch/policy';
import * as archive from './sources/archive';
import { articleTitle } from './sources/reading';
import { videoRef } from './sources/watch';

// /user/archived (decision 0105): articles, videos and notebook words the learner put away.

/** The article, video or word exists for this learner, or 404 (ids of others reveal nothing). */
async function reachable(ctx: AppContext, user: UserRow, kind: 'article' | 'video', id: number) {
  if (kind === 'article') {
    if (!(await articleTitle(ctx.db, id))) throw notFound('Article not found');
    return;
  }
  const v = await videoRef(ctx.db, id);
  if (!v || !watchPolicy.view(user, v)) throw notFound('Video not found');
}

/** Archives; true the first time (201), false when it already was (200). */
export async function archiveItem(ctx: AppContext, user: UserRow, kind: ArchiveKind, id: number) {
  if (kind === 'word') {
    const r = await archive.setWordArchived(ctx.db, user.id, id, true, ctx.now());
    if (!r) throw notFound('Word not found');
    return r.changed;
  }
  await reachable(ctx, user, kind, id);
  return archive.archiveRef(ctx.db, user.id, kind, id);
}

/** Restores (idempotent: restoring what is not archived is fine; a word not mine is 404). */
export async function restoreItem(ctx: AppContext, user: UserRow, kind: ArchiveKind, id: number) {
  if (kind === 'word') {
    if (!(await archive.setWordArchived(ctx.db, user.id, id, false, ctx.now()))) throw notFound('Word not found');
    return;
  }
  await archive.restoreRef(ctx.db, user.id, kind, id);
}

export async function archiveState(ctx: AppContext, user: UserRow, kind: ArchiveKind, id: number) {
  if (kind === 'word') {
    const archived = await archive.isWordArchived(ctx.db, user.id, id);
    if (archived === null) throw notFound('Word not found');
    return { kind, id, archived };
  }
  await reachable(ctx, user, kind, id);
  return { kind, id, archived: await archive.isRefArchived(ctx.db, user.id, kind, id) };
}

export async function listArchived(ctx: AppContext, user: UserRow, kind: ArchiveKind | undefined, page: number, size: number) {
  const { items, total } = await archive.listArchived(ctx.db, user.id, kind, page, size);
  return { items, total, page, pages: Math.max(1, Math.ceil(total / size)) };
}
