import { sql } from 'drizzle-orm';
import type { Db } from '../../../adapters/db';
import { articles, clozeResults, quizAttempts } from '../../../db/schema';

// A read-only view of the quizzes feature's attempts and cloze results (decision 0096).

type Q = Pick<Db, 'execute'>;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Finished quizzes and cloze tests per article level, with their mean success rate. */
export async function scoresByLevel(db: Q, userId: number) {
  const [quiz, cloze] = await Promise.all([
    db.execute(sql`
      select a.level, count(*)::int as n, round(avg(q.score * 100.0 / nullif(q.total, 0)))::int as rate
      from ${quizAttempts} q join ${articles} a on a.id = q.article_id
      where q.user_id = ${userId} and q.finished_at is not null group by a.level`),
    db.execute(sql`
      select a.level, count(*)::int as n, round(avg(c.score * 100.0 / nullif(c.total, 0)))::int as rate
      from ${clozeResults} c join ${articles} a on a.id = c.article_id
      where c.user_id = ${userId} group by a.level`),
  ]);
  return { quiz: rows<{ level: string; n: number; rate: number | null }>(quiz), cloze: rows<{ level: string; n: number; rate: number | null }>(cloze) };
}

/** Unfinished quizzes, newest first. */
export async function unfinishedQuizzes(db: Q, userId: number, limit: number) {
  const res = await db.execute(sql`
    select q.id, q.article_id, a.title from ${quizAttempts} q join ${articles} a on a.id = q.article_id
    where q.user_id = ${userId} and q.finished_at is null and q.abandoned_at is null
    order by q.started_at desc limit ${limit}`);
  return rows<{ id: number; article_id: number; title: string }>(res);
}

/** The quizzes a learner took or left unfinished (not the restarted ones), newest first. */
export async function myQuizzes(db: Q, userId: number, page: number, size: number) {
  const [list, count] = await Promise.all([
    db.execute(sql`
      select q.id, q.article_id, a.title, a.level, q.answers, q.score, q.total, q.started_at, q.finished_at
      from ${quizAttempts} q join ${articles} a on a.id = q.article_id
      where q.user_id = ${userId} and q.abandoned_at is null
      order by coalesce(q.finished_at, q.started_at) desc, q.id desc
      limit ${size} offset ${(page - 1) * size}`),
    db.execute(sql`select count(*)::int as n from ${quizAttempts} where user_id = ${userId} and abandoned_at is null`),
  ]);
  return {
    items: rows<{
      id: number;
      article_id: number;
      title: string;
      level: string;
      answers: (number | null)[] | string;
      score: number;
      total: number;
      started_at: string | Date;
      finished_at: string | Date | null;
    }>(list),
    total: rows<{ n: number }>(count)[0]!.n,
  };
}
