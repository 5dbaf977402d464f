import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db';
import { articles, learningActivity, learningArchive, learningGoals, savedVideos, sentences, videos, vocabulary } from '../../db/schema';
import type { ActivityEntry, ActivityFeature, GoalKind } from '@lingbridge/contracts/learning';
import { DAY_SECONDS } from '@lingbridge/contracts/learning';

type Q = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Adds a batch's lines to the user's rows (one statement); a line's seconds stop at a day's. */
export async function addActivity(db: Q, userId: number, entries: ActivityEntry[]) {
  if (!entries.length) return;
  await db
    .insert(learningActivity)
    .values(entries.map((e) => ({ userId, ...e })))
    .onConflictDoUpdate({
      target: [learningActivity.userId, learningActivity.day, learningActivity.period, learningActivity.page, learningActivity.ref],
      set: {
        visits: sql`${learningActivity.visits} + excluded.visits`,
        seconds: sql`least(${DAY_SECONDS}, ${learningActivity.seconds} + excluded.seconds)`,
        clicks: sql`${learningActivity.clicks} + excluded.clicks`,
        updatedAt: sql`now()`,
      },
    });
}

export async function findGoal(db: Q, userId: number) {
  const [row] = await db.select().from(learningGoals).where(eq(learningGoals.userId, userId));
  return row ?? null;
}

export async function saveGoal(db: Q, userId: number, kind: GoalKind, target: number) {
  await db
    .insert(learningGoals)
    .values({ userId, kind, target })
    .onConflictDoUpdate({ target: learningGoals.userId, set: { kind, target, updatedAt: new Date() } });
}

// ---------------------------------------------------------------- everyone's activity (admin)

type Range = { from: string; to: string; feature?: ActivityFeature };
const where = (r: Range) => sql`day between ${r.from}::date and ${r.to}::date${r.feature ? sql` and feature = ${r.feature}` : sql``}`;

export async function activityOfAll(db: Q, r: Range) {
  const [days, weeks, features, periods, top, topVideos] = await Promise.all([
    db.execute(sql`select day::text as day, count(distinct user_id)::int as learners, (sum(seconds) / 60)::int as minutes
      from ${learningActivity} where ${where(r)} group by day order by day`),
    db.execute(sql`select date_trunc('week', day)::date::text as week, count(distinct user_id)::int as learners
      from ${learningActivity} where ${where(r)} group by 1 order by 1`),
    db.execute(sql`select feature, (sum(seconds) / 60)::int as minutes, sum(visits)::int as visits, sum(clicks)::int as clicks
      from ${learningActivity} where day between ${r.from}::date and ${r.to}::date group by feature order by 2 desc, 1`),
    db.execute(sql`select period, (sum(seconds) / 60)::int as minutes, sum(visits)::int as visits
      from ${learningActivity} where ${where(r)} group by period`),
    db.execute(sql`select a.id, a.title, count(distinct l.user_id)::int as readers, (sum(l.seconds) / 60)::int as minutes
      from ${learningActivity} l join ${articles} a on a.id::text = l.ref
      where l.feature = 'read' and l.day between ${r.from}::date and ${r.to}::date
      group by a.id, a.title order by readers desc, minutes desc, a.id limit 10`),
    db.execute(sql`select v.id, v.title, count(distinct l.user_id)::int as viewers, (sum(l.seconds) / 60)::int as minutes
      from ${learningActivity} l join ${videos} v on v.id::text = l.ref
      where l.feature = 'watch' and l.day between ${r.from}::date and ${r.to}::date
      group by v.id, v.title order by viewers desc, minutes desc, v.id limit 10`),
  ]);
  return {
    days: rows<{ day: string; learners: number; minutes: number }>(days),
    weeks: rows<{ week: string; learners: number }>(weeks),
    features: rows<{ feature: ActivityFeature; minutes: number; visits: number; clicks: number }>(features),
    periods: rows<{ period: 'Morning' | 'Afternoon' | 'Evening' | 'Night'; minutes: number; visits: number }>(periods),
    articles: rows<{ id: number; title: string; readers: number; minutes: number }>(top),
    videos: rows<{ id: number; title: string; viewers: number; minutes: number }>(topVideos),
  };
}

/** The CSV export: one line per day, feature and period. */
export async function activityLines(db: Q, r: Range) {
  const res = await db.execute(sql`select day::text as day, feature, period, count(distinct user_id)::int as learners,
      sum(seconds)::int as seconds, sum(visits)::int as visits, sum(clicks)::int as clicks
    from ${learningActivity} where ${where(r)} group by day, feature, period order by day, feature, period limit 100000`);
  return rows<{ day: string; feature: string; period: string; learners: number; seconds: number; visits: number; clicks: number }>(res);
}

// ---------------------------------------------------------------- saved videos

export async function saveVideo(db: Q, userId: number, videoId: number) {
  const rows = await db.insert(savedVideos).values({ userId, videoId }).onConflictDoNothing().returning({ videoId: savedVideos.videoId });
  return rows.length > 0;
}

export async function unsaveVideo(db: Q, userId: number, videoId: number) {
  await db.delete(savedVideos).where(and(eq(savedVideos.userId, userId), eq(savedVideos.videoId, videoId)));
}

export async function isVideoSaved(db: Q, userId: number, videoId: number) {
  const [row] = await db
    .select({ v: savedVideos.videoId })
    .from(savedVideos)
    .where(and(eq(savedVideos.userId, userId), eq(savedVideos.videoId, videoId)));
  return !!row;
}

/** Saved words (the notebook), sentences and videos. */
export async function savedCounts(db: Q, userId: number) {
  const [w, s, v] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(vocabulary)
      // Archived words and videos wait on /user/archived, out of these counts (decision 0105).
      .where(and(eq(vocabulary.userId, userId), eq(vocabulary.isSaved, true), isNull(vocabulary.archivedAt))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sentences)
      .where(eq(sentences.userId, userId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedVideos)
      .where(
        and(
          eq(savedVideos.userId, userId),
          sql`not exists (select 1 from ${learningArchive} x where x.user_id = ${userId} and x.kind = 'video' and x.ref = ${savedVideos.videoId})`,
        ),
      ),
  ]);
  return { words: w[0]?.n ?? 0, sentences: s[0]?.n ?? 0, videos: v[0]?.n ?? 0 };
}
