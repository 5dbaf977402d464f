import type { MaterialListQuery, MaterialStatus } from '@lingbridge/contracts/materials';
import { and, count, desc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { files, materials, users, type MaterialRow } from '../../db/schema';
import type { MaterialView } from './presenter';

type Q = Db | Tx;
export type NewMaterial = typeof materials.$inferInsert;

const select = (db: Q) =>
  db
    .select({ m: materials, file: { mime: files.mime, size: files.size, filename: files.filename }, ownerName: users.nickName, ownerEmail: users.email })
    .from(materials)
    .leftJoin(files, eq(files.id, materials.fileId))
    .leftJoin(users, eq(users.id, materials.ownerId));

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function page(db: Q, where: SQL | undefined, p: { page: number; size: number }, order: SQL[]) {
  const [rows, [{ n }]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(...order)
      .limit(p.size)
      .offset((p.page - 1) * p.size),
    db.select({ n: count() }).from(materials).where(where),
  ]);
  return { rows: rows as MaterialView[], total: n };
}

/** Listed materials, filtered by language, level, free or paid and words of the title; newest first. */
export function listApproved(db: Q, q: MaterialListQuery) {
  const conds: SQL[] = [eq(materials.status, 'approved')];
  if (q.language) conds.push(eq(materials.language, q.language));
  if (q.level) conds.push(eq(materials.level, q.level));
  if (q.price === 'free') conds.push(eq(materials.priceCents, 0));
  if (q.price === 'paid') conds.push(gt(materials.priceCents, 0));
  if (q.q) conds.push(or(ilike(materials.title, like(q.q)), ilike(materials.description, like(q.q)))!);
  return page(db, and(...conds), q, [desc(materials.createdAt), desc(materials.id)]);
}

export function listByOwner(db: Q, ownerId: number, q: { page: number; size: number; status?: MaterialStatus }) {
  const conds: SQL[] = [eq(materials.ownerId, ownerId)];
  if (q.status) conds.push(eq(materials.status, q.status));
  return page(db, and(...conds), q, [desc(materials.updatedAt), desc(materials.id)]);
}

/** The moderation list: waiting ones first, then the latest changed. */
export function listForReview(db: Q, q: { page: number; size: number; status?: MaterialStatus; q?: string }) {
  const conds: SQL[] = [];
  if (q.status) conds.push(eq(materials.status, q.status));
  if (q.q) conds.push(ilike(materials.title, like(q.q)));
  return page(db, conds.length ? and(...conds) : undefined, q, [desc(eq(materials.status, 'pending')), desc(materials.updatedAt), desc(materials.id)]);
}

export async function findView(db: Q, id: number): Promise<MaterialView | null> {
  const [row] = await select(db).where(eq(materials.id, id)).limit(1);
  return (row as MaterialView | undefined) ?? null;
}

export async function findForUpdate(tx: Tx, id: number): Promise<MaterialRow | null> {
  const [row] = await tx.select().from(materials).where(eq(materials.id, id)).for('update');
  return row ?? null;
}

export async function insertMaterial(db: Q, values: NewMaterial) {
  const [row] = await db.insert(materials).values(values).returning();
  return row;
}

export async function updateMaterial(db: Q, id: number, values: Partial<NewMaterial>) {
  const [row] = await db
    .update(materials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(materials.id, id))
    .returning();
  return row ?? null;
}

export async function countByStatus(db: Q, status: MaterialStatus) {
  const [{ n }] = await db.select({ n: count() }).from(materials).where(eq(materials.status, status));
  return n;
}
