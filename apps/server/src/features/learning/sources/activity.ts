import { sql } from 'drizzle-orm';
import type { Db } from '../../../adapters/db';
import { learningActivity, learningArchive } from '../../../db/schema';

type Q = Pick<Db, 'execute'>;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Tracker time per day and feature, and the distinct articles and videos opened per day. */
export async function activityByDay(db: Q, userId: number, from: string) {
  const res = await db.execute(sql`
    select day::text as day,
      coalesce(sum(seconds), 0)::int as seconds,
      coalesce(sum(seconds) filter (where feature = 'read'), 0)::int as read_seconds,
      coalesce(sum(seconds) filter (where feature = 'watch'), 0)::int as watch_seconds,
      count(distinct ref) filter (where feature = 'read' and ref <> '')::int as articles,
      count(distinct ref) filter (where feature = 'watch' and ref <> '')::int as videos
    from ${learningActivity}
    where user_id = ${userId} and day >= ${from}::date
    group by day`);
  return rows<{ day: string; seconds: number; read_seconds: number; watch_seconds: number; articles: number; videos: number }>(res);
}

/** Totals: all time, and since `weekFrom` (distinct articles and videos over the whole span). */
export async function activityTotals(db: Q, userId: number, weekFrom: string) {
  const res = await db.execute(sql`
    select
      coalesce(sum(seconds) filter (where feature = 'read'), 0)::int as read_seconds,
      coalesce(sum(seconds) filter (where feature = 'read' and day >= ${weekFrom}::date), 0)::int as read_seconds_week,
      coalesce(sum(seconds) filter (where feature = 'watch' and day >= ${weekFrom}::date), 0)::int as watch_seconds_week,
      count(distinct ref) filter (where feature = 'read' and ref <> '')::int as articles,
      count(distinct ref) filter (where feature = 'read' and ref <> '' and day >= ${weekFrom}::date)::int as articles_week,
      count(distinct ref) filter (where feature = 'watch' and ref <> '')::int as videos,
      count(distinct ref) filter (where feature = 'watch' and ref <> '' and day >= ${weekFrom}::date)::int as videos_week,
      count(*)::int as lines
    from ${learningActivity}
    where user_id = ${userId}`);
  return rows<{
    read_seconds: number;
    read_seconds_week: number;
    watch_seconds_week: number;
    articles: number;
    articles_week: number;
    videos: number;
    videos_week: number;
    lines: number;
  }>(res)[0]!;
}

/** The article read most recently (by tracker day, then time spent), for "continue reading". */
export async function lastArticleRef(db: Q, userId: number, from: string) {
  const res = await db.execute(sql`
    select ref from ${learningActivity}
    where user_id = ${userId} and feature = 'read' and ref ~ '^[0-9]{1,9}$' and day >= ${from}::date
      and not exists (select 1 from ${learningArchive} x where x.user_id = ${userId} and x.kind = 'article' and x.ref = ${learningActivity.ref}::int)
    order by day desc, updated_at desc limit 1`);
  const r = rows<{ ref: string }>(res)[0];
  return r ? Number(r.ref) : null;
}
