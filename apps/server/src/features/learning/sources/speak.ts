import { sql } from 'drizzle-orm';
import type { Db } from '../../../adapters/db';
import { debates, debateUsers } from '../../../db/schema';

// A read-only view of Speak's events (decision 0096): the learner's next event.

type Q = Pick<Db, 'execute'>;

/** The soonest event the learner hosts or was approved for, not over yet. */
export async function nextEvent(db: Q, userId: number, now: Date) {
  const res = await db.execute(sql`
    select d.id, d.title, d.start_time from ${debates} d
    where d.debate_status in ('upcoming', 'onprogress') and d.end_time > ${now.toISOString()}::timestamptz
      and (d.initiator_id = ${userId} or exists (
        select 1 from ${debateUsers} u where u.debate_id = d.id and u.user_id = ${userId} and u.state = 'approved'))
    order by d.start_time limit 1`);
  const r = (res as unknown as { rows: { id: number; title: string; start_time: string | Date }[] }).rows[0];
  return r ? { id: r.id, title: r.title, startTime: new Date(r.start_time).toISOString() } : null;
}

/**
 * Speaking: events the learner took part in (approved, or hosting) that have ended, all time and
 * since `weekFrom`, with their minutes (the event's length).
 */
export async function speaking(db: Q, userId: number, now: Date, weekFrom: Date) {
  const res = await db.execute(sql`
    select count(*)::int as events,
      count(*) filter (where d.start_time >= ${weekFrom.toISOString()}::timestamptz)::int as events_week,
      coalesce(sum(d.duration), 0)::int as minutes,
      coalesce(sum(d.duration) filter (where d.start_time >= ${weekFrom.toISOString()}::timestamptz), 0)::int as minutes_week
    from ${debates} d
    where d.debate_status <> 'canceled' and d.end_time <= ${now.toISOString()}::timestamptz
      and (d.initiator_id = ${userId} or exists (
        select 1 from ${debateUsers} u where u.debate_id = d.id and u.user_id = ${userId} and u.state = 'approved'))`);
  return (res as unknown as { rows: { events: number; events_week: number; minutes: number; minutes_week: number }[] }).rows[0]!;
}
