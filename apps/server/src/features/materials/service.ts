import { MATERIAL_ERRORS, type MaterialFields, type MaterialListQuery, type MaterialStatus } from '@lingbridge/contracts/materials';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { discardFiles, storeNewFile } from '../../files/store';
import type { StagedFile } from '../../files/upload';
import { isAdmin } from '../accounts/policy';
import { hasPaidFor, paidRefs, startMaterialCheckout } from '../billing/service';
import { notify } from '../notifications/service';
import { materialsPolicy, type MaterialsActor } from './policy';
import { presentMaterial, type MaterialView } from './presenter';
import * as repo from './repo';
import { pageAnswer } from '../../db/page';

const refOf = (id: number) => `material:${id}`;
const missing = () => notFound(MATERIAL_ERRORS.missing);

/** Whether the user bought the material (a successful, unrefunded billing order). */
const bought = (ctx: AppContext, a: MaterialsActor, id: number) => (a ? hasPaidFor(ctx, a.id, 'material', refOf(id)) : Promise.resolve(false));

/** A page of views, each with what the asker may do; what the asker bought is read in one query. */
async function presentPage(ctx: AppContext, a: MaterialsActor, p: { rows: MaterialView[]; total: number }, q: { page: number; size: number }) {
  const paid = a
    ? new Set(
        await paidRefs(
          ctx,
          a.id,
          'material',
          p.rows.map((r) => refOf(r.m.id)),
        ),
      )
    : new Set<string>();
  return pageAnswer(
    p.rows.map((r) => presentMaterial(r, a, paid.has(refOf(r.m.id)))),
    q,
    p.total,
  );
}

/** The material as the asker may see it, and whether they bought it; an unlisted one is missing to everyone but its teacher, admins and buyers. */
async function visible(ctx: AppContext, a: MaterialsActor, id: number) {
  const view = await repo.findView(ctx.db, id);
  if (!view) throw missing();
  const purchased = await bought(ctx, a, id);
  if (!materialsPolicy.read(a, view.m, purchased)) throw missing();
  return { view, purchased };
}

export const listPublic = async (ctx: AppContext, a: MaterialsActor, q: MaterialListQuery) => presentPage(ctx, a, await repo.listApproved(ctx.db, q), q);

export const listMine = async (ctx: AppContext, user: UserRow, q: { page: number; size: number; status?: MaterialStatus }) =>
  presentPage(ctx, user, await repo.listByOwner(ctx.db, user.id, q), q);

export const listForReview = async (ctx: AppContext, admin: UserRow, q: { page: number; size: number; status?: MaterialStatus; q?: string }) =>
  presentPage(ctx, admin, await repo.listForReview(ctx.db, q), q);

export async function getMaterial(ctx: AppContext, a: MaterialsActor, id: number) {
  const { view, purchased } = await visible(ctx, a, id);
  return presentMaterial(view, a, purchased);
}

/**
 * A teacher's new material: the file (already checked by content and size) and the row together,
 * or nothing. A teacher's waits for an admin; an admin's own upload is listed at once.
 */
export async function createMaterial(ctx: AppContext, user: UserRow, fields: MaterialFields, file: StagedFile) {
  let id = 0;
  await storeNewFile(ctx, file, { kind: 'material', visibility: 'private', ownerId: user.id, filename: file.filename }, async (tx, fileId) => {
    const row = await repo.insertMaterial(tx, {
      ownerId: user.id,
      title: fields.title,
      description: fields.description,
      language: fields.language,
      level: fields.level,
      priceCents: fields.price_cents,
      status: isAdmin(user) ? 'approved' : 'pending',
      fileId,
    });
    id = row.id;
  });
  return getMaterial(ctx, user, id);
}

/** Loads the material for a change by its teacher or an admin (403 for anyone else who can see it). */
async function editable(ctx: AppContext, a: UserRow, id: number) {
  const { view } = await visible(ctx, a, id);
  if (!materialsPolicy.edit(a, view.m)) throw forbidden(MATERIAL_ERRORS.notYours);
  return view;
}

/**
 * The teacher's change goes back to the admins (what is listed is always what they approved); an
 * admin's stays as it is. A patch that changes nothing (an empty one, or the values already there)
 * changes nothing: the material stays listed.
 */
export async function updateMaterial(ctx: AppContext, user: UserRow, id: number, patch: Partial<MaterialFields>) {
  const { m } = await editable(ctx, user, id);
  const changes = {
    ...(patch.title !== undefined && patch.title !== m.title && { title: patch.title }),
    ...(patch.description !== undefined && patch.description !== m.description && { description: patch.description }),
    ...(patch.language !== undefined && patch.language !== m.language && { language: patch.language }),
    ...(patch.level !== undefined && patch.level !== m.level && { level: patch.level }),
    ...(patch.price_cents !== undefined && patch.price_cents !== m.priceCents && { priceCents: patch.price_cents }),
  };
  if (Object.keys(changes).length) await repo.updateMaterial(ctx.db, id, { ...changes, ...(!isAdmin(user) && { status: 'pending' as const }) });
  return getMaterial(ctx, user, id);
}

/** A new file for the material; the old one is deleted once the change is committed. */
export async function replaceFile(ctx: AppContext, user: UserRow, id: number, file: StagedFile) {
  const view = await editable(ctx, user, id);
  // The file replaced is the one the row names when the new one is linked (the row locked), not when
  // the upload began: of two uploads at once, the second replaces (and discards) the first's.
  let replaced: string | null = null;
  await storeNewFile(ctx, file, { kind: 'material', visibility: 'private', ownerId: view.m.ownerId, filename: file.filename }, async (tx, fileId) => {
    const m = await repo.findForUpdate(tx, id);
    if (!m) throw missing();
    replaced = m.fileId;
    await repo.updateMaterial(tx, id, { fileId, ...(!isAdmin(user) && { status: 'pending' as const }) });
  });
  await discardFiles(ctx, [replaced]);
  return getMaterial(ctx, user, id);
}

/**
 * An admin lists (approves) or rejects a material with a message; the teacher hears by notification.
 * An approved one may be taken down later, and a rejected one approved after a change.
 */
export async function reviewMaterial(ctx: AppContext, admin: UserRow, id: number, decision: 'approve' | 'reject', message: string) {
  const status = decision === 'approve' ? 'approved' : 'rejected';
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const m = await repo.findForUpdate(tx, id);
    if (!m) throw missing();
    return (await repo.updateMaterial(tx, id, { status, reviewMessage: message || null, reviewedBy: admin.id, reviewedAt: now }))!;
  });
  if (row.ownerId && row.ownerId !== admin.id)
    await notify(
      ctx,
      row.ownerId,
      { kind: 'material_reviewed', params: { material_id: id, title: row.title, decision: status, message }, link: '/teacher/materials' },
      { key: `material:${id}:review:${now.getTime()}` },
    );
  return getMaterial(ctx, admin, id);
}

/** Opens a billing checkout for a listed paid material (billing's sandbox or Stripe). */
export async function checkoutMaterial(ctx: AppContext, user: UserRow, id: number) {
  const { view, purchased } = await visible(ctx, user, id);
  const m = view.m;
  if (m.ownerId === user.id) throw conflict(MATERIAL_ERRORS.own);
  if (purchased) throw conflict(MATERIAL_ERRORS.alreadyBought);
  if (m.status !== 'approved') throw conflict(MATERIAL_ERRORS.notForSale);
  if (m.priceCents === 0) throw conflict(MATERIAL_ERRORS.free);
  const s = await startMaterialCheckout(ctx, user, { ref: refOf(id), amountCents: m.priceCents, productName: `Lingbridge material: ${m.title}`.slice(0, 200) });
  return { checkout_url: s.url, session_id: s.sessionId };
}

/** The stored file the asker may download, checked by entitlement (403 "Buy this material…" when not bought). */
export async function downloadableFile(ctx: AppContext, user: UserRow, id: number) {
  const { view, purchased } = await visible(ctx, user, id);
  if (!materialsPolicy.download(user, view.m, purchased)) throw forbidden(MATERIAL_ERRORS.buyFirst);
  return view.m.fileId;
}
