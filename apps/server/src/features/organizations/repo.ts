import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db';
import { changesIn } from '../../db/patch';
import { groupAssignments, groupMembers, orgGroups, orgInvitations, orgMembers, organizations, users } from '../../db/schema';

type Q = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function insertOrg(db: Q, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row;
}
export async function findOrg(db: Q, id: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}
/** The organisation row, locked until the transaction ends: seat changes of one organisation queue here. */
export async function lockOrg(tx: Q & Pick<Db, 'select'>, id: number) {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row ?? null;
}
export async function updateOrg(db: Q, id: number, values: Partial<typeof organizations.$inferInsert>) {
  const set = changesIn(values);
  if (!set) return findOrg(db, id);
  const [row] = await db.update(organizations).set(set).where(eq(organizations.id, id)).returning();
  return row ?? null;
}
export const listAllOrgs = (db: Q) => db.select().from(organizations).orderBy(asc(organizations.id));
export async function orgsByIds(db: Q, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(organizations).where(inArray(organizations.id, ids)).orderBy(asc(organizations.id));
}

// Members of organisations

export const membershipsOf = (db: Q, userId: number) => db.select().from(orgMembers).where(eq(orgMembers.userId, userId));
export async function findOrgMember(db: Q, orgId: number, userId: number) {
  const [row] = await db
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  return row ?? null;
}
export async function orgUsers(db: Q, orgIds: number[]) {
  if (!orgIds.length) return [];
  return db
    .select({ m: orgMembers, u: { id: users.id, email: users.email, nickName: users.nickName } })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(inArray(orgMembers.orgId, orgIds))
    .orderBy(asc(orgMembers.joinedAt), asc(orgMembers.userId));
}
export async function seatsUsed(db: Q, orgId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.role, 'Member')));
  return row?.n ?? 0;
}
export async function seatsUsedByOrg(db: Q, orgIds: number[]) {
  if (!orgIds.length) return new Map<number, number>();
  const rows = await db
    .select({ orgId: orgMembers.orgId, n: count() })
    .from(orgMembers)
    .where(and(inArray(orgMembers.orgId, orgIds), eq(orgMembers.role, 'Member')))
    .groupBy(orgMembers.orgId);
  return new Map(rows.map((r) => [r.orgId, r.n]));
}
export async function upsertOrgMember(db: Q, orgId: number, userId: number, role: 'OrgAdmin' | 'Member') {
  await db
    .insert(orgMembers)
    .values({ orgId, userId, role })
    .onConflictDoUpdate({ target: [orgMembers.orgId, orgMembers.userId], set: { role } });
}
export async function deleteOrgMembers(db: Q, orgId: number, userIds: number[]) {
  if (!userIds.length) return;
  await db.delete(orgMembers).where(and(eq(orgMembers.orgId, orgId), inArray(orgMembers.userId, userIds)));
  const groupIds = db.select({ id: orgGroups.id }).from(orgGroups).where(eq(orgGroups.orgId, orgId));
  await db.delete(groupMembers).where(and(inArray(groupMembers.groupId, groupIds), inArray(groupMembers.userId, userIds)));
}

// Groups

export async function insertGroup(db: Q, values: typeof orgGroups.$inferInsert) {
  const [row] = await db.insert(orgGroups).values(values).returning();
  return row;
}
export async function findGroup(db: Q, orgId: number, groupId: number) {
  const [row] = await db
    .select()
    .from(orgGroups)
    .where(and(eq(orgGroups.id, groupId), eq(orgGroups.orgId, orgId)));
  return row ?? null;
}
/** The group row, locked until the transaction ends: archiving it waits for a change of its members, and a change that waited sees the archive. */
export async function lockGroup(tx: Q, groupId: number) {
  const [row] = await tx.select().from(orgGroups).where(eq(orgGroups.id, groupId)).for('update');
  return row ?? null;
}
export async function findGroupByCode(db: Q, code: string) {
  const [row] = await db
    .select()
    .from(orgGroups)
    .where(and(eq(orgGroups.joinCode, code), isNull(orgGroups.archivedAt)));
  return row ?? null;
}
export async function updateGroup(db: Q, id: number, values: Partial<typeof orgGroups.$inferInsert>) {
  const set = changesIn(values);
  if (!set) {
    const [row] = await db.select().from(orgGroups).where(eq(orgGroups.id, id));
    return row ?? null;
  }
  const [row] = await db.update(orgGroups).set(set).where(eq(orgGroups.id, id)).returning();
  return row ?? null;
}
/** Groups of these organisations, or with these ids; archived ones only when asked. */
export async function listGroups(db: Q, opts: { orgIds?: number[]; groupIds?: number[]; archived: boolean }) {
  const orgIds = opts.orgIds ?? [];
  const groupIds = opts.groupIds ?? [];
  if (!orgIds.length && !groupIds.length) return [];
  const which = or(orgIds.length ? inArray(orgGroups.orgId, orgIds) : undefined, groupIds.length ? inArray(orgGroups.id, groupIds) : undefined);
  return db
    .select()
    .from(orgGroups)
    .where(opts.archived ? which : and(which, isNull(orgGroups.archivedAt)))
    .orderBy(asc(orgGroups.orgId), asc(orgGroups.id));
}
/** Whether the user runs an organisation, or an active group: the two questions of the organisation role, in one round trip. */
export async function adminFlagsOf(db: Q, userId: number) {
  const [row] = await db
    .select({
      orgAdmin: sql<boolean>`exists (select 1 from ${orgMembers} where ${orgMembers.userId} = ${userId} and ${orgMembers.role} = 'OrgAdmin')`,
      groupAdmin: sql<boolean>`exists (select 1 from ${groupMembers} join ${orgGroups} on ${orgGroups.id} = ${groupMembers.groupId}
        where ${groupMembers.userId} = ${userId} and ${groupMembers.role} = 'GroupAdmin' and ${orgGroups.archivedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { orgAdmin: !!row?.orgAdmin, groupAdmin: !!row?.groupAdmin };
}
export const groupMembershipsOf = (db: Q, userId: number) =>
  db
    .select({ groupId: groupMembers.groupId, role: groupMembers.role, orgId: orgGroups.orgId, archivedAt: orgGroups.archivedAt })
    .from(groupMembers)
    .innerJoin(orgGroups, eq(orgGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId));
export async function groupUsers(db: Q, groupIds: number[]) {
  if (!groupIds.length) return [];
  return db
    .select({ m: groupMembers, u: { id: users.id, email: users.email, nickName: users.nickName } })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(inArray(groupMembers.groupId, groupIds))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId));
}
export async function upsertGroupMember(db: Q, groupId: number, userId: number, role: 'GroupAdmin' | 'Member') {
  await db
    .insert(groupMembers)
    .values({ groupId, userId, role })
    .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: { role } });
}
export async function deleteGroupMembers(db: Q, groupId: number, userIds: number[]) {
  if (!userIds.length) return;
  await db.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds)));
}

// Invitations

export async function insertInvitation(db: Q, values: typeof orgInvitations.$inferInsert) {
  const [row] = await db.insert(orgInvitations).values(values).returning();
  return row;
}
export async function findInvitation(db: Q, tokenHash: string) {
  const [row] = await db.select().from(orgInvitations).where(eq(orgInvitations.tokenHash, tokenHash));
  return row ?? null;
}
export async function pendingInvitations(db: Q, orgIds: number[], now: Date) {
  if (!orgIds.length) return [];
  return db
    .select()
    .from(orgInvitations)
    .where(and(inArray(orgInvitations.orgId, orgIds), isNull(orgInvitations.acceptedAt), sql`${orgInvitations.expiresAt} > ${now}`))
    .orderBy(asc(orgInvitations.id));
}
export async function markInvitationAccepted(db: Q, id: number, now: Date) {
  const [row] = await db
    .update(orgInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(orgInvitations.id, id), isNull(orgInvitations.acceptedAt)))
    .returning();
  return row ?? null;
}
export async function dropInvitations(db: Q, orgId: number, emails: string[]) {
  if (!emails.length) return;
  await db.delete(orgInvitations).where(and(eq(orgInvitations.orgId, orgId), inArray(orgInvitations.email, emails), isNull(orgInvitations.acceptedAt)));
}

// Assignments

export async function insertAssignment(db: Q, values: typeof groupAssignments.$inferInsert) {
  const [row] = await db.insert(groupAssignments).values(values).returning();
  return row;
}
export async function assignmentsOfGroups(db: Q, groupIds: number[]) {
  if (!groupIds.length) return [];
  return db.select().from(groupAssignments).where(inArray(groupAssignments.groupId, groupIds)).orderBy(asc(groupAssignments.dueAt));
}
export async function deleteAssignment(db: Q, groupId: number, id: number) {
  const [row] = await db
    .delete(groupAssignments)
    .where(and(eq(groupAssignments.id, id), eq(groupAssignments.groupId, groupId)))
    .returning();
  return row ?? null;
}

// Users (accounts' table, read-only here, through these two queries)

export async function usersByEmails(db: Q, emails: string[]) {
  if (!emails.length) return [];
  return db.select({ id: users.id, email: users.email, siteLanguage: users.siteLanguage }).from(users).where(inArray(users.email, emails));
}
export async function usersByIds(db: Q, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: users.id, email: users.email, nickName: users.nickName }).from(users).where(inArray(users.id, ids));
}
