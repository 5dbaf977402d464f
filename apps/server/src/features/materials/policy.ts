import type { UserRow } from '../../db/schema';
import { accountsPolicy, isAdmin } from '../accounts/policy';

export type MaterialsActor = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive'> | null;
type M = { ownerId: number | null; status: 'pending' | 'approved' | 'rejected'; priceCents: number };

const owns = (a: MaterialsActor, m: M) => !!a && m.ownerId === a.id;

/**
 * Who may do what in the materials marketplace (decision 0119); materials-policy.test.ts runs each
 * role (visitor, learner, buyer, the teacher who owns it, another teacher, admin) against each route.
 */
export const materialsPolicy = {
  /** The public listing and a listed material's page: everyone, visitors included. */
  browse: (_a: MaterialsActor) => true,
  /** Teachers (mentors) and admins upload, with a verified e-mail address. */
  upload: (a: MaterialsActor) => accountsPolicy.useTeacherCenter(a) && accountsPolicy.actAsVerified(a),
  /** Moderation: admins only. */
  review: (a: MaterialsActor) => isAdmin(a),
  /** A material that is not listed (pending, rejected) is seen only by its teacher, admins and those who bought it. */
  read: (a: MaterialsActor, m: M, purchased: boolean) => m.status === 'approved' || owns(a, m) || isAdmin(a) || purchased,
  edit: (a: MaterialsActor, m: M) => owns(a, m) || isAdmin(a),
  /**
   * The file: its teacher and admins; anyone signed in when it is listed and free; a buyer always
   * (what was paid for stays theirs even if the material is later taken down).
   */
  download: (a: MaterialsActor, m: M, purchased: boolean) => !!a && (owns(a, m) || isAdmin(a) || purchased || (m.status === 'approved' && m.priceCents === 0)),
  /** Buying: a signed-in account, of a listed paid material that is not theirs and not bought yet. */
  buy: (a: MaterialsActor, m: M, purchased: boolean) => !!a && m.status === 'approved' && m.priceCents > 0 && !owns(a, m) && !purchased,
} as const;
