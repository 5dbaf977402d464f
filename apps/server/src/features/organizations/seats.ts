import { and, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../../adapters/db';
import { orgMembers, organizations } from '../../db/schema';

type Q = Pick<Db, 'select'>;

/**
 * Until when the user holds a paid seat (docs/decisions/0094): the latest `seats_paid_until` still in
 * the future among the organisations where they hold a seat (members, not admins); null for none.
 * Billing asks this when it decides `is_paid`.
 */
export async function paidSeatUntil(db: Q, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: max(organizations.seatsPaidUntil) })
    .from(orgMembers)
    .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
    .where(and(eq(orgMembers.userId, userId), eq(orgMembers.role, 'Member'), gt(organizations.seatsPaidUntil, now)));
  return row?.until ?? null;
}
