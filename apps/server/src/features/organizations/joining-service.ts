import { ORG_ERRORS } from '@lingbridge/contracts/organizations';
import type { Tx } from '../../adapters/db';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { hashToken } from '../accounts/secrets';
import * as repo from './repo';
import { forgetOrgRoles, lockOrgOr404, seatsChanged, takeSeats } from './scope';

// Joining: an e-mail invitation, a class code, and leaving.

export async function viewInvitation(ctx: AppContext, token: string) {
  const inv = await repo.findInvitation(ctx.db, hashToken(token));
  if (!inv) throw notFound(ORG_ERRORS.badInvitation);
  const org = await repo.findOrg(ctx.db, inv.orgId);
  return { organization: org?.name ?? '', email: inv.email, role: inv.role, valid: !inv.acceptedAt && inv.expiresAt > ctx.now() };
}

async function joinOrg(tx: Tx, orgId: number, userId: number, role: 'OrgAdmin' | 'Member') {
  const org = await lockOrgOr404(tx, orgId);
  const existing = await repo.findOrgMember(tx, orgId, userId);
  if (existing && (existing.role === 'OrgAdmin' || role === 'Member')) return org;
  if (!existing && role === 'Member') await takeSeats(tx, orgId, org.seatCount, 1);
  await repo.upsertOrgMember(tx, orgId, userId, role);
  return org;
}

/** Accepts an e-mail invitation: only the account with the invited address can. */
export async function acceptInvitation(ctx: AppContext, user: UserRow, token: string) {
  const inv = await repo.findInvitation(ctx.db, hashToken(token));
  if (!inv || inv.acceptedAt || inv.expiresAt <= ctx.now()) throw new AppError(400, ORG_ERRORS.badInvitation);
  if (inv.email !== user.email.toLowerCase()) throw forbidden(ORG_ERRORS.otherEmail);
  const out = await ctx.db.transaction(async (tx) => {
    const org = await joinOrg(tx, inv.orgId, user.id, inv.role);
    await seatsChanged(ctx, tx, org, [user.id]);
    let groupName: string | null = null;
    if (inv.groupId) {
      const g = await repo.findGroup(tx, inv.orgId, inv.groupId);
      if (g && !g.archivedAt) {
        await repo.upsertGroupMember(tx, g.id, user.id, inv.groupRole ?? 'Member');
        groupName = g.name;
      }
    }
    if (!(await repo.markInvitationAccepted(tx, inv.id, ctx.now()))) throw new AppError(400, ORG_ERRORS.badInvitation);
    return { org_id: org.id, group_id: groupName ? inv.groupId : null, organization: org.name, group: groupName };
  });
  await forgetOrgRoles(ctx, [user.id]);
  return out;
}

/** Joins a group by its class code: takes a seat of its organisation unless already a member. */
export async function joinByCode(ctx: AppContext, user: UserRow, code: string) {
  const g = await repo.findGroupByCode(ctx.db, code);
  if (!g) throw notFound(ORG_ERRORS.badCode);
  const out = await ctx.db.transaction(async (tx) => {
    const org = await joinOrg(tx, g.orgId, user.id, 'Member');
    await seatsChanged(ctx, tx, org, [user.id]);
    const already = (await repo.groupUsers(tx, [g.id])).some((u) => u.m.userId === user.id);
    if (!already) await repo.upsertGroupMember(tx, g.id, user.id, 'Member');
    return { org_id: org.id, group_id: g.id, organization: org.name, group: g.name };
  });
  await forgetOrgRoles(ctx, [user.id]);
  return out;
}

/** Leaves an organisation (and its groups); its last admin cannot. */
export async function leaveOrganization(ctx: AppContext, user: UserRow, orgId: number) {
  await ctx.db.transaction(async (tx) => {
    const org = await lockOrgOr404(tx, orgId);
    const me = await repo.findOrgMember(tx, orgId, user.id);
    if (!me) throw notFound('You are not a member of this organisation');
    if (me.role === 'OrgAdmin') {
      const admins = (await repo.orgUsers(tx, [orgId])).filter((u) => u.m.role === 'OrgAdmin');
      if (admins.length <= 1) throw conflict(ORG_ERRORS.lastAdmin);
    }
    await repo.deleteOrgMembers(tx, orgId, [user.id]);
    await seatsChanged(ctx, tx, org, [user.id]);
  });
  await forgetOrgRoles(ctx, [user.id]);
}
