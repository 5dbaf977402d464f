import { sql } from 'drizzle-orm';
import type { Db } from '../../../adapters/db';
import { groupAssignments, groupMembers, learningActivity, orgGroups } from '../../../db/schema';

// A read-only view of the organisations feature's assignments (decision 0096).

type Q = Pick<Db, 'execute'>;

/**
 * The assignment due soonest in the learner's groups not done yet: done, as the group report counts
 * it (organisations, decision 0093), is two minutes on the article or one on the video since it was set.
 */
export async function nextAssignment(db: Q, userId: number, now: Date) {
  const res = await db.execute(sql`
    select a.id, a.kind, a.resource_id, a.title, a.due_at from ${groupAssignments} a
    join ${groupMembers} m on m.group_id = a.group_id and m.user_id = ${userId} and m.role = 'Member'
    join ${orgGroups} g on g.id = a.group_id and g.archived_at is null
    where a.due_at > ${now.toISOString()}::timestamptz
      and (
        select coalesce(sum(l.seconds), 0) from ${learningActivity} l
        where l.user_id = ${userId} and l.ref = a.resource_id::text
          and l.feature = case a.kind when 'article' then 'read' else 'watch' end
          and l.day >= (a.created_at at time zone 'UTC')::date - 1
      ) < case a.kind when 'article' then 120 else 60 end
    order by a.due_at limit 1`);
  const r = (res as unknown as { rows: { id: number; kind: 'article' | 'video'; resource_id: number; title: string; due_at: string | Date }[] }).rows[0];
  return r ? { id: r.id, kind: r.kind, resourceId: r.resource_id, title: r.title, dueAt: new Date(r.due_at).toISOString() } : null;
}
