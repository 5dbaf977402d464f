import type { UserRow } from '../../db/schema';
import { isAdmin } from '../accounts/policy';

type Actor = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive'> | null;

/**
 * My learning (issue 18). A visitor's activity stays in the browser (spec 01 §3): only an account
 * sends it, sees a report and sets a goal; the activity of everyone is the administrators'.
 */
export const learningPolicy = {
  track: (a: Actor) => !!a,
  report: (a: Actor) => !!a,
  /** Anyone signed in archives and restores their own things (decision 0105); only theirs are reachable. */
  archive: (a: Actor) => !!a,
  activityOfAll: (a: Actor) => isAdmin(a),
} as const;
