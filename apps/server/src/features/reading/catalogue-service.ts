import type { z } from 'zod';
import type { magazineBody, updateMagazineBody } from '@lingbridge/contracts/reading';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { freeUsePicture, peekAccess } from './access';
import { isEditor, type ReadingActor } from './policy';
import { presentMagazine, presentSummary } from './presenter';
import { discardFiles, storeNewFile } from '../../files/store';
import type { StagedFile } from '../../files/upload';
import * as repo from './repo';
import { lookupsFor } from './service';
import { articleListsChanged } from './list-cache';
import { pageAnswer } from '../../db/page';

// ---- Magazine issues ----

export async function listMagazinesPage(ctx: AppContext, actor: ReadingActor, q: { page: number; size: number; status?: string }) {
  // Drafts are for editors alone: everyone else gets the published issues whatever they ask for.
  const status = !isEditor(actor) || !q.status ? 'published' : q.status === 'all' ? undefined : (q.status as 'draft' | 'published');
  const { items, total } = await repo.listMagazines(ctx.db, { status, page: q.page, size: q.size });
  return pageAnswer(
    items.map((r) => presentMagazine(r.magazine, r.articleCount)),
    q,
    total,
  );
}

/** An issue with its published articles (editors also see drafts), each marked free or locked. */
export async function getMagazine(ctx: AppContext, actor: ReadingActor, id: number) {
  const found = await repo.findMagazine(ctx.db, id);
  if (!found || (found.magazine.status !== 'published' && !isEditor(actor))) throw notFound('Magazine issue not found');
  const { items } = await repo.listArticles(ctx.db, { magazineId: id, status: isEditor(actor) ? 'all' : 'published' }, 1, 100);
  const [lk, picture] = await Promise.all([lookupsFor(ctx, items), freeUsePicture(ctx, actor)]);
  return {
    ...presentMagazine(found.magazine, found.articleCount),
    articles: items.map((a) => presentSummary(a, lk, peekAccess(actor, a, picture.unlocked, picture.usesLeft).state === 'locked')),
  };
}

const numberTaken = (number: number) => conflict(`Issue number ${number} already exists`);

async function uniqueNumber(ctx: AppContext, number: number, exceptId?: number) {
  const other = await repo.findMagazineByNumber(ctx.db, number);
  if (other && other.id !== exceptId) throw numberTaken(number);
}

/** The number taken by a change that passed the check at the same moment (PostgreSQL's 23505): 409, not 500. */
function takenAtOnce(number: number | undefined) {
  return (err: unknown): never => {
    const e = err as { code?: string; cause?: { code?: string } } | null;
    if (number !== undefined && (e?.code === '23505' || e?.cause?.code === '23505')) throw numberTaken(number);
    throw err;
  };
}

export async function createMagazine(ctx: AppContext, b: z.output<typeof magazineBody>) {
  await uniqueNumber(ctx, b.number);
  const row = await repo
    .insertMagazine(ctx.db, { number: b.number, title: b.title, titleEn: b.title_en, issueDate: b.issue_date, status: b.status })
    .catch(takenAtOnce(b.number));
  await articleListsChanged(ctx);
  return presentMagazine(row, 0);
}

export async function updateMagazine(ctx: AppContext, id: number, b: z.output<typeof updateMagazineBody>) {
  if (b.number !== undefined) await uniqueNumber(ctx, b.number, id);
  const row = await repo
    .updateMagazine(ctx.db, id, {
      number: b.number,
      title: b.title,
      titleEn: b.title_en,
      issueDate: b.issue_date,
      status: b.status,
    })
    .catch(takenAtOnce(b.number));
  if (!row) throw notFound('Magazine issue not found');
  await articleListsChanged(ctx);
  const found = await repo.findMagazine(ctx.db, id);
  return presentMagazine(row, found?.articleCount ?? 0);
}

/** Gives an issue a new cover (re-encoded by the upload, public) and drops the previous one. */
export async function setMagazineCover(ctx: AppContext, id: number, ownerId: number, file: StagedFile) {
  const found = await repo.findMagazine(ctx.db, id);
  if (!found) throw notFound('Magazine issue not found');
  // The cover replaced is the one the row names when the new one is linked (the row locked), not when
  // the upload began: of two uploads at once, the second replaces (and discards) the first's.
  let replaced: string | null = null;
  const fileId = await storeNewFile(ctx, file, { kind: 'cover', visibility: 'public', ownerId }, async (tx, fileId) => {
    const row = await repo.lockMagazine(tx, id);
    if (!row) throw notFound('Magazine issue not found');
    replaced = row.coverFileId;
    await repo.updateMagazine(tx, id, { coverFileId: fileId });
  });
  await articleListsChanged(ctx);
  await discardFiles(ctx, [replaced]);
  return presentMagazine({ ...found.magazine, coverFileId: fileId }, found.articleCount);
}

/** Deleting an issue keeps its articles (they leave the issue). */
export async function deleteMagazine(ctx: AppContext, id: number) {
  // The cover dropped is the one the row names with the row locked: an upload that linked its file
  // meanwhile has its file dropped here, not left stored with nothing naming it.
  const cover = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockMagazine(tx, id);
    if (!row) throw notFound('Magazine issue not found');
    await repo.deleteMagazine(tx, id);
    return row.coverFileId;
  });
  await articleListsChanged(ctx);
  await discardFiles(ctx, [cover]);
}
