import { userNameOf, type Group, type MergedMember, type Organization } from '@lingbridge/contracts/organizations';
import type { GroupMemberRow, OrganizationRow, OrgGroupRow, OrgInvitationRow, OrgMemberRow } from '../../db/schema';

type UserBits = { id: number; email: string; nickName: string | null };

/** Nick name, else the part of the e-mail before the @ sign (02 §3); a learner account shows no address. */
export function presentUser(u: UserBits) {
  const userName = userNameOf(u.email);
  return { id: u.id, email: { email: userName ? '' : u.email }, nick_name: u.nickName || userName || u.email.split('@')[0], user_name: userName };
}

/**
 * Groups with their users. `full(g)` says whether the asker runs the group: then they see every
 * user and the class code; a learner sees the teachers only.
 */
export function presentGroups(
  groups: OrgGroupRow[],
  users: { m: GroupMemberRow; u: UserBits }[],
  full: (g: OrgGroupRow) => boolean,
  archive: (g: OrgGroupRow) => boolean = full,
): Group[] {
  return groups.map((g) => {
    const all = full(g);
    return {
      id: g.id,
      org_id: g.orgId,
      name: g.name,
      archived_at: g.archivedAt?.toISOString() ?? null,
      join_code: all ? g.joinCode : null,
      users: users
        .filter((x) => x.m.groupId === g.id && (all || x.m.role === 'GroupAdmin'))
        .map((x) => ({ user_id: x.m.userId, role: x.m.role, user: presentUser(x.u) })),
      can_run: all,
      can_archive: all && archive(g),
    };
  });
}

/** One row per user across the (active) groups, with their organisations, groups and roles (02 §3). */
export function presentMergedMembers(groups: Group[]): MergedMember[] {
  const byUser = new Map<number, MergedMember>();
  for (const g of groups)
    for (const u of g.users) {
      let m = byUser.get(u.user_id);
      if (!m) {
        m = { user_id: u.user_id, nick_name: u.user.nick_name, email: u.user.email.email, user_name: u.user.user_name, org_id: [], group_id: [], role: [] };
        byUser.set(u.user_id, m);
      }
      if (!m.org_id.includes(g.org_id)) m.org_id.push(g.org_id);
      m.group_id.push(g.id);
      m.role.push(u.role);
    }
  return [...byUser.values()];
}

export function presentOrganization(
  o: OrganizationRow,
  x: { isAdmin: boolean; seatsUsed: number; groups: Group[]; users: { m: OrgMemberRow; u: UserBits }[]; invitations: OrgInvitationRow[] },
): Organization {
  return {
    id: o.id,
    name: o.name,
    seat_count: o.seatCount,
    seats_used: x.seatsUsed,
    seats_paid_until: o.seatsPaidUntil?.toISOString() ?? null,
    is_admin: x.isAdmin,
    groups: x.groups,
    users: x.users.map((u) => ({ user_id: u.m.userId, role: u.m.role, user: presentUser(u.u) })),
    invitations: x.invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, expires_at: i.expiresAt.toISOString() })),
  };
}
