import type { UserRow } from '../../db/schema';

export type Actor = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive'> | null;

export const isAdmin = (a: Actor) => !!a && (a.userRole === 'Admin' || a.isSuperuser);

/**
 * Who may do what with accounts. Every route asks here first; the table test in
 * accounts-policy.test.ts runs each role against each action.
 */
export const accountsPolicy = {
  readMe: (a: Actor) => !!a,
  updateMe: (a: Actor) => !!a,
  /** Mentor profiles are public (their résumés are public pages); other profiles need a signed-in viewer. */
  readProfile: (a: Actor, target: Pick<UserRow, 'userRole' | 'id'>) => target.userRole === 'Mentor' || !!a,
  /** Anyone signed in lists mentors; only admins list members and admins. */
  listUsers: (a: Actor, role: UserRow['userRole']) => (role === 'Mentor' ? !!a : isAdmin(a)),
  adminListUsers: (a: Actor) => isAdmin(a),
  setEditArticle: (a: Actor) => isAdmin(a),
  /** Teachers (Mentors) and admins have the Teacher Center (spec 01 §6). */
  useTeacherCenter: (a: Actor) => !!a && a.userRole !== 'Member',
  /** The site-wide interface language switch in the header is the admin's (spec 01 §2). */
  switchSiteLanguage: (a: Actor) => isAdmin(a),
  /** What an unverified account may not do yet: see docs/decisions/0003-unverified-accounts.md. */
  actAsVerified: (a: Actor) => !!a && (a.isVerified || isAdmin(a)),
} as const;
