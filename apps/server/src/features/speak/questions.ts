import { SPEAK_ERRORS } from '@lingbridge/contracts/speak';
import { type MyListQuery, type Question } from '@lingbridge/contracts/speak-participation';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { isAdmin } from '../accounts/policy';
import { told } from './domain-events';
import { presentPerson } from './presenter';
import { speakPolicy } from './policy';
import * as repo from './repo';
import * as questionsRepo from './questions-repo';
import { visibleDebate } from './queries';
import { pageAnswer } from '../../db/page';

type Row = Awaited<ReturnType<typeof questionsRepo.questionsOfUser>>['rows'][number];

async function present(ctx: AppContext, user: UserRow, rows: Row[]): Promise<Question[]> {
  const people = new Map((await repo.people(ctx.db, [...new Set(rows.map((r) => r.q.askerId))])).map((p) => [p.id, p]));
  return rows.map(({ q, debate }) => {
    const runs = debate.initiatorId === user.id || isAdmin(user);
    return {
      id: q.id,
      debate_id: q.debateId,
      debate_title: debate.title,
      asker: presentPerson(people.get(q.askerId), q.askerId),
      question: q.question,
      answer: q.answer,
      answered_at: q.answeredAt?.toISOString() ?? null,
      created_at: q.createdAt.toISOString(),
      can_answer: runs,
      can_delete: runs || q.askerId === user.id,
    };
  });
}

/** A page of the questions about an event, newest first (decision 0216): everyone who applied, and the initiator, reads them. */
export async function listQuestions(ctx: AppContext, user: UserRow, id: number, q: MyListQuery) {
  const d = await visibleDebate(ctx, user, id);
  if (!speakPolicy.ask(user, d, await repo.findPart(ctx.db, id, user.id))) throw forbidden('Apply to this event to read its questions');
  const { rows, total } = await questionsRepo.questionsOfDebate(ctx.db, id, q);
  return pageAnswer(await present(ctx, user, rows), q, total);
}

/** GET /debate/questions: a page of the questions I asked and those about events I run (decision 0209). */
export async function myQuestions(ctx: AppContext, user: UserRow, q: MyListQuery) {
  const { rows, total } = await questionsRepo.questionsOfUser(ctx.db, user.id, q);
  return pageAnswer(await present(ctx, user, rows), q, total);
}

export async function ask(ctx: AppContext, user: UserRow, id: number, question: string) {
  const d = await visibleDebate(ctx, user, id);
  if (!speakPolicy.ask(user, d, await repo.findPart(ctx.db, id, user.id))) throw forbidden('Apply to this event to ask the initiator');
  const row = await ctx.db.transaction(async (tx) => {
    const q = await questionsRepo.insertQuestion(tx, { debateId: id, askerId: user.id, question });
    if (d.initiatorId !== user.id) await told(tx, id, 'question_asked', [d.initiatorId], { aboutUserId: user.id });
    return q;
  });
  return (await present(ctx, user, [{ q: row, debate: { id: d.id, title: d.title, initiatorId: d.initiatorId } }]))[0]!;
}

export async function answer(ctx: AppContext, user: UserRow, id: number, questionId: number, text: string) {
  const d = await visibleDebate(ctx, user, id);
  const q = await questionsRepo.findQuestion(ctx.db, id, questionId);
  if (!q) throw notFound(SPEAK_ERRORS.questionNotFound);
  if (!speakPolicy.manage(user, d)) throw forbidden('Only the initiator answers questions');
  const row = await ctx.db.transaction(async (tx) => {
    const a = await questionsRepo.answerQuestion(tx, q.id, text, ctx.now());
    if (q.askerId !== user.id) await told(tx, id, 'question_answered', [q.askerId]);
    return a;
  });
  return (await present(ctx, user, [{ q: row, debate: { id: d.id, title: d.title, initiatorId: d.initiatorId } }]))[0]!;
}

export async function removeQuestion(ctx: AppContext, user: UserRow, id: number, questionId: number) {
  const d = await visibleDebate(ctx, user, id);
  const q = await questionsRepo.findQuestion(ctx.db, id, questionId);
  if (!q) throw notFound(SPEAK_ERRORS.questionNotFound);
  if (!(speakPolicy.manage(user, d) || q.askerId === user.id)) throw forbidden('You may delete only your own questions');
  await questionsRepo.deleteQuestion(ctx.db, q.id);
}
