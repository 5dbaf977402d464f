import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { audioRecordings, nativePitchCache, recordingComments, users } from '../../db/schema';

type Q = Db | Tx;

export async function insertRecording(db: Q, values: typeof audioRecordings.$inferInsert) {
  const [row] = await db.insert(audioRecordings).values(values).returning();
  return row!;
}

export async function findRecording(db: Q, id: number) {
  const [row] = await db.select().from(audioRecordings).where(eq(audioRecordings.id, id)).limit(1);
  return row ?? null;
}

export async function findByFile(db: Q, fileId: string) {
  const [row] = await db.select().from(audioRecordings).where(eq(audioRecordings.fileId, fileId)).limit(1);
  return row ?? null;
}

/** One page of the users' recordings, newest first (the id breaks a tie, so pages do not overlap), and how many there are. */
export async function recordingsOfUsers(db: Q, userIds: number[], p: { page: number; size: number }) {
  if (!userIds.length) return { rows: [], total: 0 };
  const where = inArray(audioRecordings.userId, userIds);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(audioRecordings)
      .where(where)
      .orderBy(desc(audioRecordings.createdAt), desc(audioRecordings.id))
      .limit(p.size)
      .offset((p.page - 1) * p.size),
    db.select({ n: count() }).from(audioRecordings).where(where),
  ]);
  return { rows, total: n };
}

export async function updateRecording(db: Q, id: number, values: Partial<typeof audioRecordings.$inferInsert>) {
  const [row] = await db.update(audioRecordings).set(values).where(eq(audioRecordings.id, id)).returning();
  return row ?? null;
}

/** The recording's row, held until the transaction ends (a comment added meanwhile waits for it). */
export async function lockRecording(tx: Tx, id: number) {
  const [row] = await tx.select().from(audioRecordings).where(eq(audioRecordings.id, id)).for('update');
  return row ?? null;
}

export async function deleteRecording(db: Q, id: number) {
  const [row] = await db.delete(audioRecordings).where(eq(audioRecordings.id, id)).returning();
  return row ?? null;
}

export async function commentsOf(db: Q, recordingIds: number[]) {
  if (!recordingIds.length) return [];
  return db
    .select()
    .from(recordingComments)
    .where(inArray(recordingComments.recordingId, recordingIds))
    .orderBy(asc(recordingComments.createdAt), asc(recordingComments.id));
}

export async function insertComment(db: Q, values: typeof recordingComments.$inferInsert) {
  const [row] = await db.insert(recordingComments).values(values).returning();
  return row!;
}

export async function findComment(db: Q, recordingId: number, id: number) {
  const [row] = await db
    .select()
    .from(recordingComments)
    .where(and(eq(recordingComments.id, id), eq(recordingComments.recordingId, recordingId)))
    .limit(1);
  return row ?? null;
}

export async function deleteComment(db: Q, id: number) {
  await db.delete(recordingComments).where(eq(recordingComments.id, id));
}

export async function namesOf(db: Q, ids: number[]) {
  const list = [...new Set(ids)];
  if (!list.length) return new Map<number, string>();
  const rows = await db.select({ id: users.id, nickName: users.nickName, email: users.email }).from(users).where(inArray(users.id, list));
  return new Map(rows.map((r) => [r.id, r.nickName || r.email?.split('@')[0] || `#${r.id}`]));
}

export async function findNativePitch(db: Q, articleId: number, audioFileId: string, sentenceIndex: number) {
  const [row] = await db
    .select()
    .from(nativePitchCache)
    .where(and(eq(nativePitchCache.articleId, articleId), eq(nativePitchCache.audioFileId, audioFileId), eq(nativePitchCache.sentenceIndex, sentenceIndex)))
    .limit(1);
  return row ?? null;
}

/** Stores a sentence's contour, replacing one from before loudness was kept (decision 0104). */
export async function saveNativePitch(db: Q, values: typeof nativePitchCache.$inferInsert) {
  await db
    .insert(nativePitchCache)
    .values(values)
    .onConflictDoUpdate({
      target: [nativePitchCache.articleId, nativePitchCache.audioFileId, nativePitchCache.sentenceIndex],
      set: { contour: values.contour },
    });
}

/** The sentences of an article's recording whose contours are stored (with loudness). */
export async function nativePitchIndexes(db: Q, articleId: number, audioFileId: string) {
  const rows = await db
    .select({ index: nativePitchCache.sentenceIndex, contour: nativePitchCache.contour })
    .from(nativePitchCache)
    .where(and(eq(nativePitchCache.articleId, articleId), eq(nativePitchCache.audioFileId, audioFileId)));
  return new Set(rows.filter((r) => r.contour.energy && r.contour.at).map((r) => r.index));
}
