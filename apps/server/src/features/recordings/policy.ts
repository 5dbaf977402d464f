import type { RecordingAbility } from '@lingbridge/contracts/recordings';
import type { UserRow } from '../../db/schema';
import { isAdmin } from '../accounts/policy';

type User = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive'>;
type Rec = { userId: number };

/**
 * Who may do what with recordings (docs/decisions/0102); recordings-policy.test.ts runs each role
 * against each call. `teaches` is whether the asker teaches the recording's learner (a group of the
 * learner they run), found by the organisations feature.
 */
export const recordingsPolicy = {
  /** Every call needs a signed-in account (02 §5: saving a recording needs a login; 401 otherwise). */
  use: (u: User | null) => !!u,
  /** Only the learner, the teachers of the learner's groups and admins may hear a recording. */
  hear: (u: User, r: Rec, teaches: boolean) => u.id === r.userId || teaches || isAdmin(u),
  /** A learner's list: the learner, their teachers, admins. */
  listOf: (u: User, learnerId: number, teaches: boolean) => u.id === learnerId || teaches || isAdmin(u),
  /** The learner keeps their recordings: rename and delete are theirs (and admins', for moderation). */
  rename: (u: User, r: Rec) => u.id === r.userId || isAdmin(u),
  delete: (u: User, r: Rec) => u.id === r.userId || isAdmin(u),
  /** Feedback comes from the learner's teachers and admins, never from the learner on their own recording. */
  review: (u: User, r: Rec, teaches: boolean) => u.id !== r.userId && (teaches || isAdmin(u)),
  /** A comment is removed by its author or an admin. */
  removeComment: (u: User, c: { authorId: number | null }) => c.authorId === u.id || isAdmin(u),
} as const;

export function abilitiesOf(u: User, r: Rec, teaches: boolean): RecordingAbility[] {
  const out: RecordingAbility[] = [];
  if (recordingsPolicy.rename(u, r)) out.push('rename');
  if (recordingsPolicy.delete(u, r)) out.push('delete');
  if (recordingsPolicy.review(u, r, teaches)) out.push('review');
  return out;
}
