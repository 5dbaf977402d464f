import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../adapters/db';
import { files } from '../db/schema';
import type { FileKind, Visibility } from './kinds';

type Q = Db | Tx;
export type FileRow = typeof files.$inferSelect;

export async function insertFile(
  db: Q,
  v: { id: string; kind: FileKind; visibility: Visibility; ownerId: number | null; mime: string; size: number; filename?: string | null },
) {
  await db.insert(files).values({ ...v, filename: v.filename ?? null });
}

export async function findFile(db: Q, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

export async function deleteFileRows(db: Q, ids: string[]) {
  if (ids.length) await db.delete(files).where(inArray(files.id, ids));
}
