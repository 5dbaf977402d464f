import { and, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { sessions, userTokens, users, type UserRow } from '../../db/schema';
import { changesIn } from '../../db/patch';

type Q = Db | Tx;
export type NewUser = typeof users.$inferInsert;

export const findUserById = async (db: Q, id: number) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

/**
 * The user's row, held until the transaction ends: a new avatar reads the file it replaces here, so
 * of two uploads at once the second replaces the first's, not the same old one. `no key update`,
 * the lock an update of a non-key column takes: the upload's own new `files` row (whose owner is
 * this user) holds a key-share lock on it, and two uploads each asking `for update` deadlocked on
 * PostgreSQL, each waiting for the other's key-share.
 */
export async function lockUser(tx: Tx, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return row ?? null;
}

export const findUserByEmail = async (db: Q, email: string) => (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0] ?? null;

export const findUserByGoogleSub = async (db: Q, sub: string) => (await db.select().from(users).where(eq(users.googleSub, sub)).limit(1))[0] ?? null;

/** Inserts a user; answers null when the e-mail is taken (unique index), so concurrent sign-ups cannot both win. */
export async function insertUser(db: Q, values: NewUser): Promise<UserRow | null> {
  const rows = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return rows[0] ?? null;
}

export async function updateUser(db: Q, id: number, values: Partial<NewUser>) {
  const set = changesIn(values);
  if (!set) return findUserById(db, id);
  const rows = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function listUsers(db: Q, opts: { role?: UserRow['userRole']; page: number; size: number; q?: string }) {
  const conds = [];
  if (opts.role) conds.push(eq(users.userRole, opts.role));
  if (opts.q) {
    const like = `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(users.email, like), ilike(users.nickName, like)));
  }
  const where = conds.length ? and(...conds) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const items = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  return { items, total };
}

export async function insertSession(db: Q, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

export async function findLiveSession(db: Q, tokenHash: string, now: Date) {
  const rows = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Q, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except, optionally, one; answers the hashes revoked. */
export async function revokeUserSessions(db: Q, userId: number, now: Date, exceptHash?: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptHash ? ne(sessions.tokenHash, exceptHash) : undefined))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

export async function insertUserToken(db: Q, v: typeof userTokens.$inferInsert) {
  await db.insert(userTokens).values(v);
}

/** Marks a mailed token used, atomically: only one of two concurrent uses gets the row back. */
export async function consumeUserToken(db: Q, tokenHash: string, purpose: 'verify' | 'reset', now: Date) {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ userId: userTokens.userId });
  return rows[0] ?? null;
}

/**
 * Ends every outstanding mailed link of a user for these purposes (marks it used): after a reset or
 * a password change no older reset link works, after a verification no older verification link.
 */
export async function endUserTokens(db: Q, userId: number, purposes: ('verify' | 'reset')[], now: Date) {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), inArray(userTokens.purpose, purposes), isNull(userTokens.usedAt)));
}

export async function countUsers(db: Q) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return n;
}
