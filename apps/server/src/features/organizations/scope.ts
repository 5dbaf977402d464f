import { ORG_ERRORS } from '@lingbridge/contracts/organizations';
import type { Tx } from '../../adapters/db';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isAdmin } from '../accounts/policy';
import { refreshPaidFlags } from '../billing/service';
import type { OrgRole } from '@lingbridge/contracts/organizations';
import { type OrgScope } from './policy';
import * as repo from './repo';

/** Where the user stands: their organisations and active groups, with roles (one query each). */
export async function scopeOf(ctx: AppContext, user: UserRow): Promise<OrgScope> {
  const [orgs, groups] = await Promise.all([repo.membershipsOf(ctx.db, user.id), repo.groupMembershipsOf(ctx.db, user.id)]);
  const active = groups.filter((g) => !g.archivedAt);
  return {
    userId: user.id,
    admin: isAdmin(user),
    orgAdminOf: new Set(orgs.filter((o) => o.role === 'OrgAdmin').map((o) => o.orgId)),
    memberOf: new Set(orgs.map((o) => o.orgId)),
    groupAdminOf: new Set(active.filter((g) => g.role === 'GroupAdmin').map((g) => g.groupId)),
    groupMemberOf: new Set(active.map((g) => g.groupId)),
  };
}

/** The organisation role of 02 §4, for /user/me (as `orgRoleOfScope` reads a whole scope, in one query). */
export async function orgRoleOf(ctx: AppContext, user: UserRow): Promise<OrgRole> {
  const cached = ctx.sessions.getOrgRole(user.id);
  if (cached) return cached;
  const generation = ctx.sessions.generation();
  const f = await repo.adminFlagsOf(ctx.db, user.id);
  const role = f.orgAdmin ? 'orgAdmin' : f.groupAdmin ? 'groupAdmin' : 'member';
  ctx.sessions.setOrgRole(user.id, role, generation);
  return role;
}

/**
 * After a commit that changed memberships, roles or a group's archiving: the organisation role
 * cached for these users (and the users themselves) is evicted in every process.
 */
export async function forgetOrgRoles(ctx: AppContext, userIds: Iterable<number>) {
  const ids = [...new Set(userIds)];
  if (ids.length) await ctx.sessions.invalidate({ userIds: ids });
}

/** Takes `n` more seats of a locked organisation, or answers 409: call after `repo.lockOrg`. */
export async function takeSeats(tx: Tx, orgId: number, seatCount: number, n: number) {
  if (n <= 0) return;
  const used = await repo.seatsUsed(tx, orgId);
  if (used + n > seatCount) throw conflict(ORG_ERRORS.noSeats);
}

/**
 * Whose seat may have changed in an organisation whose seats are or were paid: billing recomputes
 * their is_paid in this transaction (docs/decisions/0094). Answers them, to evict after commit.
 */
export async function seatsChanged(ctx: AppContext, tx: Tx, org: { seatsPaidUntil: Date | null }, userIds: number[]) {
  if (!org.seatsPaidUntil || !userIds.length) return [];
  await refreshPaidFlags(tx, userIds, ctx.now());
  return userIds;
}

export async function lockOrgOr404(tx: Tx, orgId: number) {
  const org = await repo.lockOrg(tx, orgId);
  if (!org) throw notFound('Organisation not found');
  return org;
}
