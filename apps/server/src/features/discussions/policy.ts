import type { UserRow } from '../../db/schema';
import { accountsPolicy, isAdmin } from '../accounts/policy';

type Actor = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive'> | null;

/**
 * Discussions under an article or a video (decision 0106). Anyone who may see the article or the
 * video reads its questions; a verified account asks and answers (an unverified one may not post
 * where everyone reads, decision 0003); the author or an administrator deletes.
 */
export const discussionsPolicy = {
  read: (_a: Actor) => true,
  listMine: (a: Actor) => !!a,
  post: (a: Actor) => accountsPolicy.actAsVerified(a),
  delete: (a: Actor, d: { userId: number }) => !!a && (a.id === d.userId || isAdmin(a)),
} as const;
