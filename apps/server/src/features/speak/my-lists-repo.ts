import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { articles, debateArticles, debateUsers, debateVideos, debates, videos, type DebateUserRow } from '../../db/schema';
import { whereOf } from './repo';

// The pages of the /user/debate lists (decision 0209): my parts in events, and my events with materials.

type Q = Db | Tx;

/** A page of a user's parts in events (in these roles), the latest event first (its id breaks a tie), and how many there are. */
export async function myParts(db: Q, userId: number, roles: DebateUserRow['role'][] | undefined, p: { page: number; size: number }) {
  const where = and(eq(debateUsers.userId, userId), roles ? inArray(debateUsers.role, roles) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ part: debateUsers, debate: debates })
      .from(debateUsers)
      .innerJoin(debates, eq(debates.id, debateUsers.debateId))
      .where(where)
      .orderBy(desc(debates.startTime), desc(debates.id))
      .limit(p.size)
      .offset((p.page - 1) * p.size),
    db.select({ n: count() }).from(debateUsers).innerJoin(debates, eq(debates.id, debateUsers.debateId)).where(where),
  ]);
  return { rows, total: n };
}

/**
 * A page of the events a user started or applied to (pending or approved) that have materials (an
 * article or a video), soonest first (the id breaks a tie), and how many there are.
 */
export async function myEventsWithMaterials(db: Q, userId: number, now: Date, p: { page: number; size: number }) {
  const hasMaterials = sql`(exists (select 1 from ${debateArticles} da join ${articles} a on a.id = da.article_id where da.debate_id = ${debates.id})
    or exists (select 1 from ${debateVideos} dv join ${videos} v on v.id = dv.video_id where dv.debate_id = ${debates.id}))`;
  const where = and(whereOf({ now, scope: 'all', userId, viewerId: userId, admin: false }), hasMaterials);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(debates)
      .where(where)
      .orderBy(asc(debates.startTime), asc(debates.id))
      .limit(p.size)
      .offset((p.page - 1) * p.size),
    db.select({ n: count() }).from(debates).where(where),
  ]);
  return { rows, total: n };
}
