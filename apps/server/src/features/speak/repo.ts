import { and, asc, count, desc, eq, gt, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { MY_LIKES_MAX } from '@lingbridge/contracts/speak-participation';
import type { Db, Tx } from '../../adapters/db';
import { debateLikes, debateUsers, debates, users, type DebateRow, type DebateUserRow } from '../../db/schema';

type Q = Db | Tx;
export type NewDebate = typeof debates.$inferInsert;

export const insertDebate = async (db: Q, v: NewDebate) => (await db.insert(debates).values(v).returning())[0]!;

export async function updateDebate(db: Q, id: number, v: Partial<NewDebate>) {
  return (
    await db
      .update(debates)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(debates.id, id))
      .returning()
  )[0];
}

export const findDebate = async (db: Q, id: number): Promise<DebateRow | null> =>
  (await db.select().from(debates).where(eq(debates.id, id)).limit(1))[0] ?? null;

/** The event, locked for the rest of the transaction: applications to one event are decided one at a time. */
export const lockDebate = async (tx: Tx, id: number): Promise<DebateRow | null> =>
  (await tx.select().from(debates).where(eq(debates.id, id)).for('update').limit(1))[0] ?? null;

export type ListFilter = {
  now: Date;
  scope: 'upcoming' | 'mine' | 'ended' | 'all';
  /** Events this user started or applied to. */
  userId?: number;
  /** Who asks: sees approved events, plus their own. Null for an admin (sees all). */
  viewerId: number | null;
  admin: boolean;
  verifyStatus?: DebateRow['verifyStatus'];
  debateStatus?: DebateRow['debateStatus'];
  debateType?: DebateRow['debateType'];
  language?: string;
  level?: string;
  q?: string;
};

export function whereOf(f: ListFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (!f.admin) {
    const mine = f.viewerId ? or(eq(debates.initiatorId, f.viewerId), inArray(debates.id, participatedBy(f.viewerId))) : undefined;
    conds.push(mine ? or(eq(debates.verifyStatus, 'success'), mine) : eq(debates.verifyStatus, 'success'));
  }
  if (f.userId) conds.push(or(eq(debates.initiatorId, f.userId), inArray(debates.id, participatedBy(f.userId))));
  if (f.scope === 'upcoming') conds.push(and(ne(debates.debateStatus, 'canceled'), gt(debates.endTime, f.now)));
  if (f.scope === 'ended') conds.push(or(eq(debates.debateStatus, 'canceled'), lte(debates.endTime, f.now)));
  if (f.verifyStatus) conds.push(eq(debates.verifyStatus, f.verifyStatus));
  if (f.debateStatus) conds.push(eq(debates.debateStatus, f.debateStatus));
  if (f.debateType) conds.push(eq(debates.debateType, f.debateType));
  if (f.language) conds.push(eq(debates.language, f.language));
  if (f.level) conds.push(eq(debates.level, f.level));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(debates.title, like), ilike(debates.titleCn, like)));
  }
  return and(...conds);
}

/** Events a user applied to and has not withdrawn from, been declined or kicked from. */
const participatedBy = (userId: number) =>
  sql`(select ${debateUsers.debateId} from ${debateUsers} where ${debateUsers.userId} = ${userId} and ${debateUsers.state} in ('pending', 'approved'))`;

/**
 * What a card shows besides the event's own row, in the same query (one round trip per list,
 * docs/benchmarks.md "Speak"): the initiator, seat counts, likes, and the viewer's part and like.
 */
function extras(viewerId: number | null) {
  return {
    initiatorNick: users.nickName,
    initiatorEmail: users.email,
    initiatorAvatar: users.avatarFileId,
    likes: sql<number>`(select count(*)::int from ${debateLikes} l where l.debate_id = ${debates.id})`,
    seats: sql<SeatCount[] | null>`(select json_agg(json_build_object('role', s.role, 'side', s.side, 'roleName', s.role_name, 'state', s.state, 'n', s.n))
      from (select du.role, du.side, du.role_name, du.state, count(*)::int as n from ${debateUsers} du
            where du.debate_id = ${debates.id} and du.state in ('approved', 'pending')
            group by du.role, du.side, du.role_name, du.state) s)`,
    liked: viewerId ? sql<boolean>`exists (select 1 from ${debateLikes} l where l.debate_id = ${debates.id} and l.user_id = ${viewerId})` : sql<boolean>`false`,
    mine: viewerId
      ? sql<DebateUserJson | null>`(select row_to_json(du) from ${debateUsers} du where du.debate_id = ${debates.id} and du.user_id = ${viewerId})`
      : sql<DebateUserJson | null>`null`,
  };
}
type SeatCount = { role: DebateUserRow['role']; side: DebateUserRow['side']; roleName: string | null; state: DebateUserRow['state']; n: number };
/** A `debate_users` row as `row_to_json` gives it (column names, timestamps as text). */
type DebateUserJson = {
  debate_id: number;
  user_id: number;
  role: DebateUserRow['role'];
  side: DebateUserRow['side'];
  role_name: string | null;
  state: DebateUserRow['state'];
  ticket: DebateUserRow['ticket'];
  message: string | null;
  created_at: string;
  updated_at: string;
};

const partOf = (j: DebateUserJson | null): DebateUserRow | null =>
  j && {
    debateId: j.debate_id,
    userId: j.user_id,
    role: j.role,
    side: j.side,
    roleName: j.role_name,
    state: j.state,
    ticket: j.ticket,
    message: j.message,
    createdAt: new Date(j.created_at),
    updatedAt: new Date(j.updated_at),
  };

/** Events with what their cards show, in one query; `total` from a window count. */
export async function listCards(db: Q, where: SQL | undefined, order: SQL[], limit: number, offset: number, viewerId: number | null) {
  const rows = await db
    .select({ d: debates, total: sql<number>`count(*) over ()::int`, ...extras(viewerId) })
    .from(debates)
    .innerJoin(users, eq(users.id, debates.initiatorId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  // A page past the last has no row to carry the window count: count the events on their own.
  const total = rows[0]?.total ?? (offset > 0 ? await countCards(db, where) : 0);
  return {
    total,
    cards: rows.map((r) => ({
      row: r.d,
      initiator: { id: r.d.initiatorId, nickName: r.initiatorNick, email: r.initiatorEmail, avatarFileId: r.initiatorAvatar },
      counts: (r.seats ?? []).map((s) => ({ debateId: r.d.id, ...s })),
      likes: r.likes,
      liked: !!r.liked,
      my: partOf(r.mine),
    })),
  };
}
async function countCards(db: Q, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(debates).innerJoin(users, eq(users.id, debates.initiatorId)).where(where);
  return row?.n ?? 0;
}

export type Card = Awaited<ReturnType<typeof listCards>>['cards'][number];

export async function listDebateCards(db: Q, f: ListFilter, page: number, size: number) {
  const order = f.scope === 'upcoming' ? [asc(debates.startTime), asc(debates.id)] : [desc(debates.startTime), desc(debates.id)];
  return listCards(db, whereOf(f), order, size, (page - 1) * size, f.viewerId);
}

export const cardsByIds = async (db: Q, ids: number[], viewerId: number | null) =>
  ids.length ? (await listCards(db, inArray(debates.id, ids), [asc(debates.id)], ids.length, 0, viewerId)).cards : [];

// ---- participants ----

export const findPart = async (db: Q, debateId: number, userId: number): Promise<DebateUserRow | null> =>
  (
    await db
      .select()
      .from(debateUsers)
      .where(and(eq(debateUsers.debateId, debateId), eq(debateUsers.userId, userId)))
      .limit(1)
  )[0] ?? null;

export async function upsertPart(db: Q, v: typeof debateUsers.$inferInsert) {
  return (
    await db
      .insert(debateUsers)
      .values(v)
      .onConflictDoUpdate({
        target: [debateUsers.debateId, debateUsers.userId],
        set: {
          role: v.role,
          side: v.side ?? null,
          roleName: v.roleName ?? null,
          state: v.state,
          ticket: v.ticket ?? null,
          message: v.message ?? null,
          updatedAt: new Date(),
        },
      })
      .returning()
  )[0]!;
}

export async function updatePart(db: Q, debateId: number, userId: number, v: Partial<typeof debateUsers.$inferInsert>) {
  return (
    await db
      .update(debateUsers)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(debateUsers.debateId, debateId), eq(debateUsers.userId, userId)))
      .returning()
  )[0];
}

export async function listParts(db: Q, debateId: number) {
  return db
    .select({ part: debateUsers, user: { id: users.id, nickName: users.nickName, email: users.email, avatarFileId: users.avatarFileId } })
    .from(debateUsers)
    .innerJoin(users, eq(users.id, debateUsers.userId))
    .where(eq(debateUsers.debateId, debateId))
    .orderBy(asc(debateUsers.createdAt));
}

export const approvedIds = async (db: Q, debateId: number) =>
  (
    await db
      .select({ id: debateUsers.userId })
      .from(debateUsers)
      .where(and(eq(debateUsers.debateId, debateId), eq(debateUsers.state, 'approved')))
  ).map((r) => r.id);

/** Seats taken (approved or pending, since a pending application holds its seat until decided) per event. */
export async function seatCounts(db: Q, debateIds: number[]) {
  if (!debateIds.length) return [];
  return db
    .select({
      debateId: debateUsers.debateId,
      role: debateUsers.role,
      side: debateUsers.side,
      roleName: debateUsers.roleName,
      state: debateUsers.state,
      n: count(),
    })
    .from(debateUsers)
    .where(and(inArray(debateUsers.debateId, debateIds), inArray(debateUsers.state, ['approved', 'pending'])))
    .groupBy(debateUsers.debateId, debateUsers.role, debateUsers.side, debateUsers.roleName, debateUsers.state);
}
export type SeatCountRow = Awaited<ReturnType<typeof seatCounts>>[number];

// ---- people ----

export async function people(db: Q, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: users.id, nickName: users.nickName, email: users.email, avatarFileId: users.avatarFileId }).from(users).where(inArray(users.id, ids));
}
export type PersonRow = Awaited<ReturnType<typeof people>>[number];

/** People an e-mail is written to, with their site language (the language of their e-mails). */
export async function readers(db: Q, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: users.id, nickName: users.nickName, email: users.email, siteLanguage: users.siteLanguage }).from(users).where(inArray(users.id, ids));
}

export const findUser = async (db: Q, id: number) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

export const findUserByEmail = async (db: Q, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1)
  )[0] ?? null;

// ---- likes ----

export async function like(db: Q, debateId: number, userId: number) {
  const inserted = await db.insert(debateLikes).values({ debateId, userId }).onConflictDoNothing().returning();
  if (inserted.length) return true;
  await db.delete(debateLikes).where(and(eq(debateLikes.debateId, debateId), eq(debateLikes.userId, userId)));
  return false;
}

export async function likeCounts(db: Q, debateIds: number[]) {
  if (!debateIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: debateLikes.debateId, n: count() })
    .from(debateLikes)
    .where(inArray(debateLikes.debateId, debateIds))
    .groupBy(debateLikes.debateId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The events a user liked among `ids`, or all of them up to MY_LIKES_MAX; newest like first. */
export async function likedBy(db: Q, userId: number, ids?: number[]) {
  const rows = await db
    .select({ id: debateLikes.debateId })
    .from(debateLikes)
    .where(and(eq(debateLikes.userId, userId), ids && inArray(debateLikes.debateId, ids)))
    .orderBy(desc(debateLikes.createdAt), desc(debateLikes.debateId))
    .limit(MY_LIKES_MAX);
  return rows.map((r) => r.id);
}
