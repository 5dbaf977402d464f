import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { oauthStates, users } from '../../db/schema';

type Q = Db | Tx;

/** Stores a sign-in attempt, and sweeps attempts that expired unused (cheap: indexed on expiry). */
export async function insertOauthState(db: Q, values: typeof oauthStates.$inferInsert, now: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values(values);
}

/** Takes an attempt by the hash of its state, atomically: of two concurrent callbacks only one gets the row. */
export async function takeOauthState(db: Q, stateHash: string) {
  const rows = await db.delete(oauthStates).where(eq(oauthStates.stateHash, stateHash)).returning();
  return rows[0] ?? null;
}

/** Links a Google subject to a user that has none yet; answers null when another sign-in linked one first. */
export async function linkGoogleSub(db: Q, userId: number, sub: string, values: Partial<typeof users.$inferInsert> = {}) {
  const rows = await db
    .update(users)
    .set({ ...values, googleSub: sub, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.googleSub)))
    .returning();
  return rows[0] ?? null;
}
