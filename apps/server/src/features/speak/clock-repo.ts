import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { debates } from '../../db/schema';

type Q = Db | Tx;

/** Events whose state the clock has moved past (lifecycle.ts), a batch at a time. */
export async function dueForStart(db: Q, now: Date) {
  return db
    .select()
    .from(debates)
    .where(and(eq(debates.debateStatus, 'upcoming'), lte(debates.startTime, now)))
    .limit(200);
}
export async function dueForClose(db: Q, closeBefore: Date) {
  return db
    .select()
    .from(debates)
    .where(and(inArray(debates.debateStatus, ['upcoming', 'onprogress']), lte(debates.endTime, closeBefore)))
    .limit(200);
}
export async function dueForReminder(db: Q, remindBefore: Date) {
  return db
    .select()
    .from(debates)
    .where(
      and(eq(debates.debateStatus, 'upcoming'), eq(debates.verifyStatus, 'success'), sql`${debates.remindedAt} is null`, lte(debates.startTime, remindBefore)),
    )
    .limit(200);
}
