import type { ContentKind, EntryDocument, EntryListQuery, EntrySource } from '@lingbridge/contracts/cms';
import { authorize } from '../../actor/access';
import type { Tx } from '../../adapters/db';
import type { AppContext } from '../../context';
import type { CmsEntryRow } from '../../db/schema';
import { notFound } from '../../errors';
import { discardFiles } from '../../files/store';
import { assertCoverPicture, assertPanelPictures } from './cartoons-service';
import { assertPublishable, changedFields, cleanDocument, searchTextOf } from './documents';
import { publishScheduledJob } from './jobs';
import { KIND_RULES } from './kind-rules';
import { cmsPolicy, type CmsActor } from './policy';
import { presentAudit, presentListItem, presentSource } from './presenter';
import * as repo from './repo';
import { imageIdsOf } from './sanitize';
import { pageAnswer } from '../../db/page';

/** Autosaves by one person within this time are one line of the audit trail. */
const AUTOSAVE_FOLD_MS = 15 * 60_000;
const MISSING = 'Content not found';

type Editor = NonNullable<CmsActor>;

async function audit(
  tx: Tx,
  e: Pick<CmsEntryRow, 'id' | 'kind'>,
  action: 'create' | 'save' | 'publish' | 'schedule' | 'unpublish' | 'delete',
  by: number | null,
  changes: string[] = [],
) {
  const subject = `entry:${e.kind}`;
  if (action === 'save' && by != null) {
    const last = await repo.lastAudit(tx, subject, e.id);
    if (last && last.action === 'save' && last.actorId === by && Date.now() - last.at.getTime() < AUTOSAVE_FOLD_MS) {
      await repo.updateAudit(tx, last.id, [...new Set([...last.changes, ...changes])]);
      return;
    }
  }
  await repo.insertAudit(tx, { subject, subjectId: e.id, action, actorId: by, changes });
}

async function sourceOf(ctx: AppContext, e: CmsEntryRow): Promise<EntrySource> {
  const [rows, editor] = await Promise.all([repo.auditOf(ctx.db, `entry:${e.kind}`, e.id), repo.nameOf(ctx.db, e.updatedBy)]);
  return presentSource(
    e,
    editor,
    rows.map((r) => presentAudit(r.audit, r.by, r.email)),
  );
}

/**
 * A document as stored for its kind: cleaned; panels only on a cartoon, each one a picture uploaded
 * here, and a new cover too (the cover already saved, `keptCover`, is not asked again).
 */
async function documentFor(ctx: AppContext, kind: ContentKind, doc: EntryDocument, keptCover: string | null = null) {
  const clean = cleanDocument(kind === 'cartoon' ? doc : { ...doc, panels: undefined });
  if (clean.panels) await assertPanelPictures(ctx, clean.panels);
  if (clean.cover_file_id && clean.cover_file_id !== keptCover) await assertCoverPicture(ctx, clean.cover_file_id);
  return clean;
}

/** One page of a kind's entries for its editors, filtered and paged on the server. */
export async function listEntries(ctx: AppContext, actor: Editor, kind: ContentKind, q: EntryListQuery) {
  authorize(cmsPolicy.editKind(actor, kind));
  const { rows, total } = await repo.listEntries(ctx.db, kind, q);
  return pageAnswer(
    rows.map((r) => presentListItem(r.entry, r.editor, r.editorEmail)),
    q,
    total,
  );
}

export async function getEntry(ctx: AppContext, actor: Editor, kind: ContentKind, id: number) {
  authorize(cmsPolicy.editKind(actor, kind));
  const e = await repo.findEntry(ctx.db, kind, id);
  if (!e) throw notFound(MISSING);
  return sourceOf(ctx, e);
}

export async function createEntry(ctx: AppContext, actor: Editor, kind: ContentKind, doc: EntryDocument) {
  authorize(cmsPolicy.editKind(actor, kind));
  const draft = await documentFor(ctx, kind, doc);
  const e = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertEntry(tx, { kind, draft, searchText: searchTextOf(draft), createdBy: actor.id, updatedBy: actor.id });
    await audit(tx, row, 'create', actor.id, changedFields(null, draft));
    return row;
  });
  return sourceOf(ctx, e);
}

/** The editor's autosave and save: the working copy only; what the public reads changes on publish. */
export async function saveDraft(ctx: AppContext, actor: Editor, kind: ContentKind, id: number, doc: EntryDocument) {
  authorize(cmsPolicy.editKind(actor, kind));
  const saved = await repo.findEntry(ctx.db, kind, id);
  if (!saved) throw notFound(MISSING);
  const draft = await documentFor(ctx, kind, doc, saved.draft.cover_file_id);
  const e = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockEntry(tx, kind, id);
    if (!row) throw notFound(MISSING);
    const changes = changedFields(row.draft, draft);
    if (!changes.length) return row;
    await audit(tx, row, 'save', actor.id, changes);
    return repo.updateEntry(tx, id, { draft, searchText: searchTextOf(draft), updatedBy: actor.id });
  });
  return sourceOf(ctx, e);
}

/** Publishes the working copy now, or schedules it for `at` (a job publishes it then). */
export async function publishEntry(ctx: AppContext, actor: Editor, kind: ContentKind, id: number, at?: string) {
  authorize(cmsPolicy.editKind(actor, kind));
  const when = at ? new Date(at) : null;
  const e = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockEntry(tx, kind, id);
    if (!row) throw notFound(MISSING);
    assertPublishable(row.draft, KIND_RULES[kind].needsBody);
    KIND_RULES[kind].check?.(row.draft);
    if (when && when.getTime() > Date.now()) {
      await audit(tx, row, 'schedule', actor.id, [when.toISOString()]);
      await ctx.jobs.enqueue(publishScheduledJob, { kind, id, by: actor.id }, { tx, runAt: when, dedupeKey: `cms.publish:${id}:${when.toISOString()}` });
      return repo.updateEntry(tx, id, { status: row.status === 'published' ? 'published' : 'scheduled', publishAt: when, updatedBy: actor.id });
    }
    await audit(tx, row, 'publish', actor.id, changedFields(row.published, row.draft));
    return repo.updateEntry(tx, id, {
      status: 'published',
      published: row.draft,
      publishAt: null,
      publishedAt: row.publishedAt ?? new Date(),
      updatedBy: actor.id,
    });
  });
  return sourceOf(ctx, e);
}

const publishable = (doc: EntryDocument, kind: ContentKind) => {
  try {
    assertPublishable(doc, KIND_RULES[kind].needsBody);
    KIND_RULES[kind].check?.(doc);
    return true;
  } catch {
    return false;
  }
};

/**
 * The scheduled job: publishes the entry if it is still scheduled and its time has come. A reschedule
 * leaves the earlier job to find `publish_at` in the future and do nothing.
 */
export async function publishDue(ctx: AppContext, kind: ContentKind, id: number, by: number | null) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockEntry(tx, kind, id);
    if (!row?.publishAt || row.publishAt.getTime() > Date.now()) return;
    // The working copy may have been emptied (or broken) since it was scheduled: what the public
    // reads stays as it was, and the schedule ends, as publishing it by hand would be refused.
    if (!publishable(row.draft, kind)) {
      await repo.updateEntry(tx, id, { status: row.published ? 'published' : 'draft', publishAt: null });
      return;
    }
    await audit(tx, row, 'publish', by, changedFields(row.published, row.draft));
    await repo.updateEntry(tx, id, { status: 'published', published: row.draft, publishAt: null, publishedAt: row.publishedAt ?? row.publishAt });
  });
}

/** Takes an entry off the public pages (and cancels a schedule); the working copy stays. */
export async function unpublishEntry(ctx: AppContext, actor: Editor, kind: ContentKind, id: number) {
  authorize(cmsPolicy.editKind(actor, kind));
  const e = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockEntry(tx, kind, id);
    if (!row) throw notFound(MISSING);
    await audit(tx, row, 'unpublish', actor.id);
    return repo.updateEntry(tx, id, { status: 'draft', published: null, publishAt: null, publishedAt: null, updatedBy: actor.id });
  });
  return sourceOf(ctx, e);
}

/** Deletes an entry and the CMS pictures only it used; its audit trail stays. */
export async function deleteEntry(ctx: AppContext, actor: Editor, kind: ContentKind, id: number) {
  authorize(cmsPolicy.editKind(actor, kind));
  const unused = await ctx.db.transaction(async (tx) => {
    const r = await repo.lockEntry(tx, kind, id);
    if (!r) throw notFound(MISSING);
    await audit(tx, r, 'delete', actor.id);
    await repo.deleteEntry(tx, id);
    const shown = [r.draft, r.published].flatMap((d) =>
      d ? [d.cover_file_id, ...Object.values(d.versions).flatMap((v) => imageIdsOf(v?.body ?? '')), ...(d.panels ?? []).map((p) => p.file_id)] : [],
    );
    // Only CMS pictures no other entry shows: a document may name any file id (a copied body, a typed cover).
    return repo.unusedImages(tx, [...new Set(shown.filter((x): x is string => !!x))]);
  });
  await discardFiles(ctx, unused);
}
