import { and, countDistinct, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../adapters/db';
import { learningActivity } from '../../db/schema';
import { byUser, type ReportSource } from '../organizations/report-source';

// The activity tracker's figures for the group report (organisations, docs/decisions/0093). Days
// are the learner's local days (decision 0095); a period covers the UTC days it touches.

const day = (d: Date) => d.toISOString().slice(0, 10);

function activitySource(name: 'reading' | 'watch', feature: 'read' | 'watch', opened: string, minutes: string): ReportSource {
  return {
    name,
    metrics: [opened, minutes],
    async collect(db, userIds, from, to) {
      if (!userIds.length) return new Map();
      const rows = await db
        .select({
          userId: learningActivity.userId,
          opened: countDistinct(sql`nullif(${learningActivity.ref}, '')`),
          seconds: sum(learningActivity.seconds).mapWith(Number),
        })
        .from(learningActivity)
        .where(
          and(
            inArray(learningActivity.userId, userIds),
            eq(learningActivity.feature, feature),
            gte(learningActivity.day, day(from)),
            lte(learningActivity.day, day(new Date(to.getTime() - 1))),
          ),
        )
        .groupBy(learningActivity.userId);
      return byUser(rows, (r) => ({ [opened]: r.opened, [minutes]: Math.round((r.seconds ?? 0) / 60) }));
    },
  };
}

/** Articles opened and minutes spent reading. */
export const readingReportSource = activitySource('reading', 'read', 'articles_opened', 'reading_minutes');
/** Videos opened and minutes spent watching. */
export const watchReportSource = activitySource('watch', 'watch', 'videos_watched', 'watching_minutes');

/**
 * Seconds each user spent on these articles (feature 'read') or videos ('watch') since a day, for
 * assignments: which were read or watched long enough to count.
 */
export async function secondsOn(db: Pick<Db, 'select'>, feature: 'read' | 'watch', userIds: number[], ids: number[], since: Date) {
  if (!userIds.length || !ids.length) return [];
  const rows = await db
    .select({ userId: learningActivity.userId, ref: learningActivity.ref, seconds: sum(learningActivity.seconds).mapWith(Number) })
    .from(learningActivity)
    .where(
      and(
        inArray(learningActivity.userId, userIds),
        eq(learningActivity.feature, feature),
        inArray(learningActivity.ref, ids.map(String)),
        gte(learningActivity.day, day(since)),
      ),
    )
    .groupBy(learningActivity.userId, learningActivity.ref);
  return rows.map((r) => ({ userId: r.userId, id: Number(r.ref), seconds: r.seconds ?? 0 }));
}
