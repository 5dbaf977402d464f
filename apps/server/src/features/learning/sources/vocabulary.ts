import { sql } from 'drizzle-orm';
import type { Db } from '../../../adapters/db';
import { reviewLogs, vocabulary } from '../../../db/schema';

// A read-only view of the vocabulary feature's notebook and FSRS reviews (decision 0096).

type Q = Pick<Db, 'execute'>;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** A saved word is "known" once FSRS schedules it in review with a stability of three weeks or more. */
export const KNOWN_STABILITY_DAYS = 21;

export async function wordCounts(db: Q, userId: number, now: Date) {
  const res = await db.execute(sql`
    select
      count(*) filter (where is_saved)::int as saved,
      count(*) filter (where is_saved and card->>'state' = 'review' and (card->>'stability')::float8 >= ${KNOWN_STABILITY_DAYS})::int as known,
      -- Archived words wait on /user/archived: no review is due for them (decision 0105).
      count(*) filter (where is_saved and archived_at is null and due_at <= ${now.toISOString()}::timestamptz)::int as due
    from ${vocabulary} where user_id = ${userId}`);
  return rows<{ saved: number; known: number; due: number }>(res)[0]!;
}

/** Reviews and newly saved words per learner-local day since `since`. */
export async function wordsByDay(db: Q, userId: number, since: Date, tz: number) {
  const local = (col: unknown) => sql`to_char(${col} + make_interval(mins => ${tz}::int), 'YYYY-MM-DD')`;
  const [reviews, saves] = await Promise.all([
    db.execute(sql`
      select ${local(sql`reviewed_at at time zone 'UTC'`)} as day, count(*)::int as n
      from ${reviewLogs} where user_id = ${userId} and reviewed_at >= ${since.toISOString()}::timestamptz group by 1`),
    db.execute(sql`
      select ${local(sql`saved_at at time zone 'UTC'`)} as day, count(*)::int as n
      from ${vocabulary} where user_id = ${userId} and is_saved and saved_at >= ${since.toISOString()}::timestamptz group by 1`),
  ]);
  return { reviews: rows<{ day: string; n: number }>(reviews), saves: rows<{ day: string; n: number }>(saves) };
}

/** Share of the reviews since `since` not answered "again", percent; null without reviews. */
export async function retention(db: Q, userId: number, since: Date) {
  const res = await db.execute(sql`
    select count(*)::int as n, count(*) filter (where rating <> 'again')::int as kept
    from ${reviewLogs} where user_id = ${userId} and reviewed_at >= ${since.toISOString()}::timestamptz`);
  const r = rows<{ n: number; kept: number }>(res)[0]!;
  return r.n ? Math.round((r.kept / r.n) * 100) : null;
}

/** Saved words of one language by key: known (as wordCounts counts them) or still learning. At most 20,000. */
export async function wordMarks(db: Q, userId: number, language: string) {
  const res = await db.execute(sql`
    select key, (card->>'state' = 'review' and (card->>'stability')::float8 >= ${KNOWN_STABILITY_DAYS}) as known
    from ${vocabulary} where user_id = ${userId} and language = ${language} and is_saved
    order by saved_at desc nulls last limit 20000`);
  const out = { learning: [] as string[], known: [] as string[] };
  for (const r of rows<{ key: string; known: boolean | null }>(res)) (r.known ? out.known : out.learning).push(r.key);
  return out;
}
