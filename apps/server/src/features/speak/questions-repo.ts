import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { debateInvitations, debateQuestions, debates } from '../../db/schema';

type Q = Db | Tx;

// Questions about events and their answers, and invitations to events.

/** A page of one event's questions, newest first, and how many there are. */
export const questionsOfDebate = (db: Q, debateId: number, p: Paging) => questionsPage(db, eq(debateQuestions.debateId, debateId), p);
/** A page of the questions I asked and those about events I run, newest first, and how many there are. */
export const questionsOfUser = (db: Q, userId: number, p: Paging) =>
  questionsPage(db, or(eq(debateQuestions.askerId, userId), eq(debates.initiatorId, userId)), p);

type Paging = { page: number; size: number };

/** The questions `where` picks (on questions and their events), newest first (the id breaks a tie), a page of them, and their count. */
async function questionsPage(db: Q, where: SQL | undefined, p: Paging) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ q: debateQuestions, debate: { id: debates.id, title: debates.title, initiatorId: debates.initiatorId } })
      .from(debateQuestions)
      .innerJoin(debates, eq(debates.id, debateQuestions.debateId))
      .where(where)
      .orderBy(desc(debateQuestions.createdAt), desc(debateQuestions.id))
      .limit(p.size)
      .offset((p.page - 1) * p.size),
    db.select({ n: count() }).from(debateQuestions).innerJoin(debates, eq(debates.id, debateQuestions.debateId)).where(where),
  ]);
  return { rows, total: n };
}

export const insertQuestion = async (db: Q, v: typeof debateQuestions.$inferInsert) => (await db.insert(debateQuestions).values(v).returning())[0]!;
export const findQuestion = async (db: Q, debateId: number, id: number) =>
  (
    await db
      .select()
      .from(debateQuestions)
      .where(and(eq(debateQuestions.id, id), eq(debateQuestions.debateId, debateId)))
      .limit(1)
  )[0] ?? null;
export const answerQuestion = async (db: Q, id: number, answer: string, at: Date) =>
  (await db.update(debateQuestions).set({ answer, answeredAt: at }).where(eq(debateQuestions.id, id)).returning())[0]!;
export const deleteQuestion = async (db: Q, id: number) => db.delete(debateQuestions).where(eq(debateQuestions.id, id));

export async function insertInvitation(db: Q, v: typeof debateInvitations.$inferInsert) {
  return (
    await db
      .insert(debateInvitations)
      .values(v)
      .onConflictDoUpdate({
        target: [debateInvitations.debateId, debateInvitations.email],
        set: { role: v.role, side: v.side ?? null, status: 'pending', inviterId: v.inviterId, token: v.token },
      })
      .returning()
  )[0]!;
}
export const findInvitation = async (db: Q, token: string) =>
  (await db.select().from(debateInvitations).where(eq(debateInvitations.token, token)).limit(1))[0] ?? null;
export const setInvitationStatus = async (db: Q, id: number, status: 'accepted' | 'declined') =>
  db.update(debateInvitations).set({ status }).where(eq(debateInvitations.id, id));
