import type { OrgRole } from '@lingbridge/contracts/organizations';
import type { UserRow } from '../../db/schema';
import { accountsPolicy, isAdmin } from '../accounts/policy';

type User = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive'>;

/**
 * Where a user stands in organisations (loaded once per request by service.scopeOf): the
 * organisations they administer or belong to, and the active groups they run or belong to.
 * Archived groups give no role (02 §4).
 */
export interface OrgScope {
  userId: number;
  admin: boolean;
  orgAdminOf: ReadonlySet<number>;
  memberOf: ReadonlySet<number>;
  groupAdminOf: ReadonlySet<number>;
  groupMemberOf: ReadonlySet<number>;
}

type GroupRef = { id: number; orgId: number };

/** 02 §4: orgAdmin if the user has organisations, else groupAdmin if groups, else member. */
export const orgRoleOfScope = (s: OrgScope): OrgRole => (s.orgAdminOf.size ? 'orgAdmin' : s.groupAdminOf.size ? 'groupAdmin' : 'member');

/** Who may do what with organisations (docs/decisions/0091); organizations.test.ts runs each role. */
export const organizationsPolicy = {
  /** Every call needs a signed-in user; what they see is narrowed by their scope. */
  use: (u: User | null) => !!u,
  /** Teachers (Mentors) and admins found organisations; a school's admin signs up as a teacher. */
  create: (u: User | null) => accountsPolicy.useTeacherCenter(u),
  /** Seats are set by an Admin or by a group-offer payment, never by the organisation itself. */
  setSeats: (u: User | null) => isAdmin(u),
  manageOrg: (s: OrgScope, orgId: number) => s.admin || s.orgAdminOf.has(orgId),
  /** Runs a group: its teachers, the organisation's admins, Admins. */
  runGroup: (s: OrgScope, g: GroupRef) => s.admin || s.orgAdminOf.has(g.orgId) || s.groupAdminOf.has(g.id),
  /** Who is a group's teacher is the organisation's decision. */
  appointTeachers: (s: OrgScope, g: GroupRef) => s.admin || s.orgAdminOf.has(g.orgId),
  archiveGroup: (s: OrgScope, g: GroupRef) => s.admin || s.orgAdminOf.has(g.orgId),
  /** A learner sees the groups they are in (their teachers, not the other learners). */
  seeGroup: (s: OrgScope, g: GroupRef) => organizationsPolicy.runGroup(s, g) || s.groupMemberOf.has(g.id),
} as const;
