import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { StoredQuestion, UserRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { parseClozeItem, sameAnswer } from './cloze';
import { presentAttempt, resultOf } from './presenter';
import * as repo from './repo';

/**
 * What a quiz and a cloze are taken from: today an article (its questions and cloze), later an
 * event's or an assignment's. Attempts and results are kept per user and source.
 */
export interface QuizSource {
  id: number;
  title: string;
  questions: StoredQuestion[];
  cloze: { items: { text: string }[]; distractors: string[] };
}

/** A stable shuffle: the same article always shows its word bank in the same mixed order. */
function stableShuffle(words: string[], seed: string) {
  const h = (w: string) => createHash('sha1').update(`${seed}:${w}`).digest('hex');
  return [...words].sort((a, b) => (h(a) < h(b) ? -1 : 1));
}

/** The cloze test without its answers: sentences split at the blank, and the word bank. */
export function clozeOf(a: QuizSource) {
  const items = a.cloze.items
    .map((it, index) => ({ index, parsed: parseClozeItem(it.text) }))
    .filter((x): x is { index: number; parsed: NonNullable<ReturnType<typeof parseClozeItem>> } => !!x.parsed);
  // One word in the bank per blank (two blanks for 图书馆: 图书馆 twice, or the second could never be
  // filled), then the distractors that are not answers already.
  const answers = items.map((x) => x.parsed.answer);
  const bank = [...answers, ...new Set(a.cloze.distractors.filter((d) => !answers.includes(d)))];
  return {
    article_id: a.id,
    items: items.map((x) => ({ index: x.index, before: x.parsed.before, after: x.parsed.after })),
    word_bank: stableShuffle(bank, String(a.id)),
  };
}

/** Scores cloze answers; a signed-in reader's latest score is kept. */
export async function checkCloze(ctx: AppContext, user: UserRow | null, a: QuizSource, answers: { index: number; answer: string }[]) {
  const given = new Map(answers.map((x) => [x.index, x.answer]));
  const results = a.cloze.items.flatMap((it, index) => {
    const p = parseClozeItem(it.text);
    if (!p) return [];
    return [{ index, correct: sameAnswer(given.get(index) ?? '', p.answer), expected: p.answer }];
  });
  const score = results.filter((r) => r.correct).length;
  if (user && results.length) await repo.saveClozeResult(ctx.db, user.id, a.id, score, results.length);
  return { score, total: results.length, results };
}

/** The quiz without its answers, the user's unfinished attempt and last result. */
export async function quizOf(ctx: AppContext, user: UserRow | null, a: QuizSource) {
  const [open, last] = user
    ? await Promise.all([repo.findOpenAttempt(ctx.db, user.id, a.id), repo.findLastFinishedAttempt(ctx.db, user.id, a.id)])
    : [null, null];
  return {
    article_id: a.id,
    title: a.title,
    questions: a.questions.map((q, index) => ({ index, prompt: q.prompt, options: q.options })),
    unfinished: open && open.total === a.questions.length ? presentAttempt(open, a.questions) : null,
    last_result: last ? resultOf(last.score, last.total) : null,
  };
}

/**
 * Continues the unfinished attempt, or starts a new one (restart abandons the unfinished one).
 * An attempt made before the questions were edited cannot be continued.
 */
export async function startAttempt(ctx: AppContext, user: UserRow, a: QuizSource, restart: boolean) {
  if (!a.questions.length) throw new AppError(422, 'This article has no quiz yet');
  return ctx.db.transaction(async (tx) => {
    // Two starts at once (a double tap) must not both insert: one open attempt per article, and on
    // PostgreSQL the second insert would hit the unique open-attempt index (a 500).
    await tx.execute(sql`select pg_advisory_xact_lock(7403, ${user.id})`);
    const open = await repo.findOpenAttempt(tx, user.id, a.id);
    if (open && !restart && open.total === a.questions.length) return { row: open, created: false };
    if (open) await repo.abandonAttempt(tx, open.id);
    const row = await repo.insertAttempt(tx, {
      userId: user.id,
      articleId: a.id,
      answers: a.questions.map(() => null),
      total: a.questions.length,
    });
    return { row, created: true };
  });
}

/** Records one answer (final once given); the last answer finishes the attempt with its score. */
export async function answerQuestion(ctx: AppContext, user: UserRow, a: QuizSource, attemptId: number, question: number, choice: number) {
  return ctx.db.transaction(async (tx) => {
    // Two answers sent at once must not overwrite each other.
    await tx.execute(sql`select pg_advisory_xact_lock(7402, ${attemptId})`);
    const attempt = await repo.findAttempt(tx, attemptId);
    if (!attempt || attempt.userId !== user.id || attempt.articleId !== a.id) throw notFound('Quiz attempt not found');
    if (attempt.finishedAt || attempt.abandonedAt) throw conflict('This quiz attempt is over; start a new one');
    const q = a.questions[question];
    if (!q || attempt.total !== a.questions.length) throw new AppError(422, 'Unknown question', [{ path: 'body.question', message: 'Unknown question' }]);
    if (choice >= q.options.length) throw new AppError(422, 'Unknown option', [{ path: 'body.choice', message: 'Unknown option' }]);
    if (attempt.answers[question] !== null && attempt.answers[question] !== undefined) throw conflict('This question was already answered');
    const answers = [...attempt.answers];
    answers[question] = choice;
    const done = answers.every((x) => x !== null && x !== undefined);
    const score = answers.filter((x, i) => x !== null && a.questions[i]?.answer === x).length;
    const row = await repo.updateAttempt(tx, attempt.id, { answers, score, ...(done ? { finishedAt: ctx.now() } : {}) });
    return {
      correct: q.answer === choice,
      correct_choice: q.answer,
      explanation: q.explanation,
      attempt: presentAttempt(row, a.questions),
    };
  });
}

/** One of the user's attempts, reviewed: answers shown for the questions answered. */
export async function reviewAttempt(ctx: AppContext, user: UserRow, a: QuizSource, attemptId: number) {
  const attempt = await repo.findAttempt(ctx.db, attemptId);
  if (!attempt || attempt.userId !== user.id || attempt.articleId !== a.id) throw notFound('Quiz attempt not found');
  const stale = attempt.total !== a.questions.length;
  return {
    article_id: a.id,
    title: a.title,
    attempt: presentAttempt(attempt, a.questions),
    questions: a.questions.map((q, index) => {
      const chosen = stale ? null : (attempt.answers[index] ?? null);
      const shown = chosen !== null || (!!attempt.finishedAt && !stale);
      return { index, prompt: q.prompt, options: q.options, chosen, answer: shown ? q.answer : null, explanation: shown ? q.explanation : null };
    }),
  };
}

export { presentAttempt };
