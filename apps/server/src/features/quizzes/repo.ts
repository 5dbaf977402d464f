import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../adapters/db';
import { clozeResults, quizAttempts } from '../../db/schema';

type Q = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function saveClozeResult(db: Q, userId: number, articleId: number, score: number, total: number) {
  await db
    .insert(clozeResults)
    .values({ userId, articleId, score, total })
    .onConflictDoUpdate({ target: [clozeResults.userId, clozeResults.articleId], set: { score, total, updatedAt: new Date() } });
}

export async function findOpenAttempt(db: Q, userId: number, articleId: number) {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.articleId, articleId), isNull(quizAttempts.finishedAt), isNull(quizAttempts.abandonedAt)));
  return row ?? null;
}

export async function findLastFinishedAttempt(db: Q, userId: number, articleId: number) {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.articleId, articleId), isNotNull(quizAttempts.finishedAt)))
    .orderBy(desc(quizAttempts.finishedAt))
    .limit(1);
  return row ?? null;
}

export async function findAttempt(db: Q, id: number) {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, id));
  return row ?? null;
}

export async function abandonAttempt(db: Q, id: number) {
  await db.update(quizAttempts).set({ abandonedAt: new Date() }).where(eq(quizAttempts.id, id));
}

export async function insertAttempt(db: Q, values: typeof quizAttempts.$inferInsert) {
  const [row] = await db.insert(quizAttempts).values(values).returning();
  return row;
}

export async function updateAttempt(db: Q, id: number, values: Partial<typeof quizAttempts.$inferInsert>) {
  const [row] = await db.update(quizAttempts).set(values).where(eq(quizAttempts.id, id)).returning();
  return row;
}
