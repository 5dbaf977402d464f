import { ORG_ERRORS, type orgBody, type orgUsersBody, type updateOrgBody } from '@lingbridge/contracts/organizations';
import type { z } from 'zod';
import type { Tx } from '../../adapters/db';
import { authorize } from '../../actor/access';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { hashToken, newToken } from '../accounts/secrets';
import { forgetPaidUsers } from '../billing/service';
import { seatsExpireJob, sendOrgMailJob } from './jobs';
import { invitationEmail } from './emails';
import { organizationsPolicy as policy, type OrgScope } from './policy';
import { presentGroups, presentOrganization } from './presenter';
import * as repo from './repo';
import { forgetOrgRoles, lockOrgOr404, scopeOf, seatsChanged } from './scope';

// Organisations and their users (groups: groups-service.ts; invitations and codes: joining-service.ts).

const INVITATION_TTL_MS = 14 * 24 * 3_600_000;

/** Organisations with their groups, users and open invitations, as the contract shows them. */
async function loadOrganizations(ctx: AppContext, scope: OrgScope, orgIds: number[]) {
  const [orgs, groups, users, invitations, seats] = await Promise.all([
    repo.orgsByIds(ctx.db, orgIds),
    repo.listGroups(ctx.db, { orgIds, archived: true }),
    repo.orgUsers(ctx.db, orgIds),
    repo.pendingInvitations(ctx.db, orgIds, ctx.now()),
    repo.seatsUsedByOrg(ctx.db, orgIds),
  ]);
  const gUsers = await repo.groupUsers(
    ctx.db,
    groups.map((g) => g.id),
  );
  return orgs.map((o) =>
    presentOrganization(o, {
      isAdmin: policy.manageOrg(scope, o.id),
      seatsUsed: seats.get(o.id) ?? 0,
      groups: presentGroups(
        groups.filter((g) => g.orgId === o.id),
        gUsers,
        () => true,
        (g) => policy.archiveGroup(scope, g),
      ),
      users: users.filter((u) => u.m.orgId === o.id),
      invitations: invitations.filter((i) => i.orgId === o.id),
    }),
  );
}

/** GET /organization/org: the organisations the user administers; every one for an Admin. */
export async function listOrganizations(ctx: AppContext, user: UserRow) {
  const scope = await scopeOf(ctx, user);
  const ids = scope.admin ? (await repo.listAllOrgs(ctx.db)).map((o) => o.id) : [...scope.orgAdminOf];
  return loadOrganizations(ctx, scope, ids);
}

async function getOrganization(ctx: AppContext, user: UserRow, orgId: number) {
  const [org] = await loadOrganizations(ctx, await scopeOf(ctx, user), [orgId]);
  if (!org) throw notFound('Organisation not found');
  return org;
}

/** POST /organization/org: the founder becomes its admin; invited addresses get a link. */
export async function createOrganization(ctx: AppContext, user: UserRow, body: z.output<typeof orgBody>) {
  if (body.seat_count !== undefined) authorize(policy.setSeats(user), 'Only an administrator sets the seats of an organisation');
  const org = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertOrg(tx, { name: body.name, seatCount: body.seat_count ?? 0, createdBy: user.id });
    await repo.upsertOrgMember(tx, row.id, user.id, 'OrgAdmin');
    for (const email of new Set(body.invite ?? [])) if (email !== user.email) await invite(ctx, tx, row, user, email, 'Member');
    return row;
  });
  await forgetOrgRoles(ctx, [user.id]);
  return getOrganization(ctx, user, org.id);
}

/** PATCH /organization/org/{id}: its admins rename it; seats are an Admin's (or a payment's). */
export async function updateOrganization(ctx: AppContext, user: UserRow, orgId: number, body: z.output<typeof updateOrgBody>) {
  const scope = await scopeOf(ctx, user);
  if (!(await repo.findOrg(ctx.db, orgId))) throw notFound('Organisation not found');
  authorize(policy.manageOrg(scope, orgId), 'Only the organisation’s admins may change it');
  if (body.seat_count !== undefined || body.seats_paid_until !== undefined)
    authorize(policy.setSeats(user), 'Only an administrator sets the seats of an organisation');
  const evict = await ctx.db.transaction(async (tx) => {
    const org = await lockOrgOr404(tx, orgId);
    if (body.seat_count !== undefined && body.seat_count < (await repo.seatsUsed(tx, org.id))) throw conflict(ORG_ERRORS.seatsBelowMembers);
    await repo.updateOrg(tx, orgId, {
      name: body.name,
      seatCount: body.seat_count,
      seatsPaidUntil: body.seats_paid_until === undefined ? undefined : body.seats_paid_until === null ? null : new Date(body.seats_paid_until),
    });
    if (body.seats_paid_until === undefined) return [];
    // Paid or unpaid: the members' PRO follows, and ends by itself when the paid time runs out.
    const members = (await repo.orgUsers(tx, [orgId])).filter((u) => u.m.role === 'Member').map((u) => u.m.userId);
    const until = body.seats_paid_until === null ? null : new Date(body.seats_paid_until);
    if (until) await ctx.jobs.enqueue(seatsExpireJob, { orgId }, { tx, runAt: until, dedupeKey: `organizations.seats-expire:${orgId}:${until.toISOString()}` });
    return seatsChanged(ctx, tx, { seatsPaidUntil: until ?? org.seatsPaidUntil }, members);
  });
  await forgetPaidUsers(ctx, evict);
  return getOrganization(ctx, user, orgId);
}

async function invite(ctx: AppContext, tx: Tx, org: { id: number; name: string }, by: UserRow, email: string, role: 'OrgAdmin' | 'Member', groupId?: number) {
  const token = newToken();
  await repo.insertInvitation(tx, {
    orgId: org.id,
    groupId: groupId ?? null,
    email,
    role,
    groupRole: groupId ? 'Member' : null,
    tokenHash: hashToken(token),
    invitedBy: by.id,
    expiresAt: new Date(ctx.now().getTime() + INVITATION_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/organization/invitation/${token}`;
  // In the language of the invited account; an address without one reads the inviter's (decision 0195).
  const [invited] = await repo.usersByEmails(tx, [email]);
  const mail = invitationEmail(
    { organization: org.name, inviter: by.nickName || by.email.split('@')[0], link, role },
    invited?.siteLanguage ?? by.siteLanguage,
  );
  await ctx.jobs.enqueue(sendOrgMailJob, { to: email, ...mail }, { tx });
}

/**
 * PUT /organization/org/{id}/user: the organisation's users as a whole list. Members missing from it
 * leave (and leave its groups), roles change, and new e-mail addresses are invited. The seat rule
 * counts members and open member invitations, under the organisation's row lock.
 */
export async function setOrganizationUsers(ctx: AppContext, user: UserRow, orgId: number, body: z.output<typeof orgUsersBody>) {
  const scope = await scopeOf(ctx, user);
  if (!(await repo.findOrg(ctx.db, orgId))) throw notFound('Organisation not found');
  authorize(policy.manageOrg(scope, orgId), 'Only the organisation’s admins may change its members');
  const evict = await ctx.db.transaction(async (tx) => {
    const org = await lockOrgOr404(tx, orgId);
    const current = await repo.orgUsers(tx, [orgId]);
    const byId = new Map(current.map((c) => [c.m.userId, c]));
    const byEmail = new Map(current.map((c) => [c.u.email, c]));
    const keep = new Map<number, 'OrgAdmin' | 'Member'>();
    const toInvite: { email: string; role: 'OrgAdmin' | 'Member' }[] = [];
    body.users.forEach((u, i) => {
      const found = u.user_id !== undefined ? byId.get(u.user_id) : byEmail.get(u.email!);
      // The same person by id and by e-mail address: the list is ambiguous, as two equal entries are.
      if (found && keep.has(found.m.userId))
        throw new AppError(422, 'A member appears twice', [{ path: `body.users.${i}`, message: 'A member appears twice' }]);
      if (found) keep.set(found.m.userId, u.role);
      else if (u.user_id !== undefined)
        throw new AppError(422, 'Not a member of this organisation', [{ path: `body.users.${i}.user_id`, message: 'Not a member' }]);
      else toInvite.push({ email: u.email!, role: u.role });
    });
    if (![...keep.values()].includes('OrgAdmin') && !scope.admin) throw conflict(ORG_ERRORS.lastAdmin);
    await repo.deleteOrgMembers(
      tx,
      orgId,
      current.filter((c) => !keep.has(c.m.userId)).map((c) => c.m.userId),
    );
    for (const [userId, role] of keep) if (byId.get(userId)!.m.role !== role) await repo.upsertOrgMember(tx, orgId, userId, role);
    const pending = await repo.pendingInvitations(tx, [orgId], ctx.now());
    const pendingRole = new Map(pending.map((p) => [p.email, p.role]));
    const wanted = new Map(toInvite.map((t) => [t.email, t.role]));
    // An open invitation no longer wanted is withdrawn; one wanted with another role is sent again with it.
    await repo.dropInvitations(
      tx,
      orgId,
      pending.filter((p) => wanted.get(p.email) !== p.role).map((p) => p.email),
    );
    const fresh = toInvite.filter((t) => pendingRole.get(t.email) !== t.role);
    // Seats asked for: members and open member invitations. A list that asks for more than there are
    // seats is refused only when it asks for more than before (docs/decisions/0157): removing people or
    // changing roles still works in an organisation whose invitations outnumber its seats.
    const asked = [...keep.values()].filter((r) => r === 'Member').length + toInvite.filter((t) => t.role === 'Member').length;
    const askedBefore = current.filter((c) => c.m.role === 'Member').length + [...pendingRole.values()].filter((r) => r === 'Member').length;
    if (asked > org.seatCount && asked > askedBefore) throw conflict(ORG_ERRORS.noSeats);
    for (const t of fresh) await invite(ctx, tx, org, user, t.email, t.role);
    const touched = current.filter((c) => keep.get(c.m.userId) !== c.m.role).map((c) => c.m.userId);
    return [...touched, ...(await seatsChanged(ctx, tx, org, touched))];
  });
  await forgetOrgRoles(ctx, evict);
  return getOrganization(ctx, user, orgId);
}
