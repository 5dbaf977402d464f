import { and, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import { debateSpeaking, debateUsers, debates } from '../../db/schema';
import { byUser, type ReportSource } from '../organizations/report-source';

/** Speak events taken part in (approved, started in the period) and the minutes spoken in them. */
export const speakReportSource: ReportSource = {
  name: 'speak',
  metrics: ['events_joined', 'speaking_minutes'],
  async collect(db, userIds, from, to) {
    if (!userIds.length) return new Map();
    const inPeriod = and(gte(debates.startTime, from), lt(debates.startTime, to));
    const [joined, spoken] = await Promise.all([
      db
        .select({ userId: debateUsers.userId, n: count() })
        .from(debateUsers)
        .innerJoin(debates, eq(debates.id, debateUsers.debateId))
        .where(and(inArray(debateUsers.userId, userIds), eq(debateUsers.state, 'approved'), sql`${debates.debateStatus} <> 'canceled'`, inPeriod))
        .groupBy(debateUsers.userId),
      db
        .select({ userId: debateSpeaking.userId, ms: sum(debateSpeaking.ms) })
        .from(debateSpeaking)
        .innerJoin(debates, eq(debates.id, debateSpeaking.debateId))
        .where(and(inArray(debateSpeaking.userId, userIds), inPeriod))
        .groupBy(debateSpeaking.userId),
    ]);
    const out = byUser(joined, (r) => ({ events_joined: r.n }));
    for (const r of spoken) out.set(r.userId, { ...(out.get(r.userId) ?? {}), speaking_minutes: Math.round(Number(r.ms ?? 0) / 60_000) });
    return out;
  },
};
