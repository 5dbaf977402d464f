import { and, avg, count, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { clozeResults, quizAttempts } from '../../db/schema';
import { byUser, type ReportSource } from '../organizations/report-source';

/** Quizzes and cloze tests finished in the period, and their mean score in per cent. */
export const quizzesReportSource: ReportSource = {
  name: 'quizzes',
  metrics: ['quizzes_finished', 'quiz_score_pct', 'cloze_done', 'cloze_score_pct'],
  mean: ['quiz_score_pct', 'cloze_score_pct'],
  async collect(db, userIds, from, to) {
    if (!userIds.length) return new Map();
    const [quizzes, clozes] = await Promise.all([
      db
        .select({
          userId: quizAttempts.userId,
          n: count(),
          pct: avg(sql`100.0 * ${quizAttempts.score} / nullif(${quizAttempts.total}, 0)`),
        })
        .from(quizAttempts)
        .where(
          and(inArray(quizAttempts.userId, userIds), isNotNull(quizAttempts.finishedAt), gte(quizAttempts.finishedAt, from), lt(quizAttempts.finishedAt, to)),
        )
        .groupBy(quizAttempts.userId),
      db
        .select({ userId: clozeResults.userId, n: count(), pct: avg(sql`100.0 * ${clozeResults.score} / nullif(${clozeResults.total}, 0)`) })
        .from(clozeResults)
        .where(and(inArray(clozeResults.userId, userIds), gte(clozeResults.updatedAt, from), lt(clozeResults.updatedAt, to)))
        .groupBy(clozeResults.userId),
    ]);
    const out = byUser(quizzes, (r) => ({ quizzes_finished: r.n, ...(r.pct !== null ? { quiz_score_pct: Math.round(Number(r.pct)) } : {}) }));
    for (const r of clozes)
      out.set(r.userId, { ...(out.get(r.userId) ?? {}), cloze_done: r.n, ...(r.pct !== null ? { cloze_score_pct: Math.round(Number(r.pct)) } : {}) });
    return out;
  },
};

/** Which of these articles each user finished a quiz or a cloze of, since a time (for assignments). */
export async function articlesFinishedBy(db: Parameters<ReportSource['collect']>[0], userIds: number[], articleIds: number[], since: Date) {
  if (!userIds.length || !articleIds.length) return [];
  const [quizzes, clozes] = await Promise.all([
    db
      .selectDistinct({ userId: quizAttempts.userId, articleId: quizAttempts.articleId })
      .from(quizAttempts)
      .where(
        and(
          inArray(quizAttempts.userId, userIds),
          inArray(quizAttempts.articleId, articleIds),
          isNotNull(quizAttempts.finishedAt),
          gte(quizAttempts.finishedAt, since),
        ),
      ),
    db
      .selectDistinct({ userId: clozeResults.userId, articleId: clozeResults.articleId })
      .from(clozeResults)
      .where(and(inArray(clozeResults.userId, userIds), inArray(clozeResults.articleId, articleIds), gte(clozeResults.updatedAt, since))),
  ]);
  return [...quizzes, ...clozes];
}
