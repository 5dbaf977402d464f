import { sql } from 'drizzle-orm';
import type { Db } from '../../../adapters/db';
import { debateLikes, debates, debateUsers, learningActivity, videos } from '../../../db/schema';

// Read-only views of what a learner made: watch's uploaded videos and Speak's events (decision 0099).

type Q = Pick<Db, 'execute'>;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** My uploaded videos with how many other learners watched them, and for how long. */
export async function myVideos(db: Q, userId: number) {
  const res = await db.execute(sql`
    select v.id as video_id, v.title, v.is_public,
      count(distinct l.user_id)::int as viewers, coalesce(sum(l.seconds), 0)::int / 60 as minutes
    from ${videos} v
    left join ${learningActivity} l on l.feature = 'watch' and l.ref = v.id::text and l.user_id <> ${userId}
    where v.owner_id = ${userId}
    group by v.id order by viewers desc, v.id desc limit 100`);
  return rows<{ video_id: number; title: string; is_public: boolean; viewers: number; minutes: number }>(res);
}

/** The events I host with their likes and approved participants. */
export async function myEvents(db: Q, userId: number) {
  const res = await db.execute(sql`
    select d.id as event_id, d.title, d.start_time,
      (select count(*) from ${debateLikes} k where k.debate_id = d.id)::int as likes,
      (select count(*) from ${debateUsers} u where u.debate_id = d.id and u.state = 'approved')::int as participants
    from ${debates} d where d.initiator_id = ${userId}
    order by d.start_time desc limit 100`);
  return rows<{ event_id: number; title: string; start_time: string | Date; likes: number; participants: number }>(res).map((r) => ({
    ...r,
    start_time: new Date(r.start_time).toISOString(),
  }));
}
