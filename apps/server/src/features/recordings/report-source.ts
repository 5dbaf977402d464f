import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import { audioRecordings } from '../../db/schema';
import { byUser, type ReportSource } from '../organizations/report-source';

/** Readings aloud recorded in the period, and how many of them a teacher has reviewed. */
export const recordingsReportSource: ReportSource = {
  name: 'recordings',
  metrics: ['recordings_made', 'recordings_reviewed'],
  async collect(db, userIds, from, to) {
    if (!userIds.length) return new Map();
    const rows = await db
      .select({
        userId: audioRecordings.userId,
        n: count(),
        reviewed: sql<number>`count(*) filter (where ${audioRecordings.status} = 'reviewed')`.mapWith(Number),
      })
      .from(audioRecordings)
      .where(and(inArray(audioRecordings.userId, userIds), gte(audioRecordings.createdAt, from), lt(audioRecordings.createdAt, to)))
      .groupBy(audioRecordings.userId);
    return byUser(rows, (r) => ({ recordings_made: r.n, recordings_reviewed: r.reviewed }));
  },
};
