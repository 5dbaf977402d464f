import type { UserRow } from '../../db/schema';
import { isAdmin } from '../accounts/policy';

export type ReadingActor = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive' | 'isPaid' | 'canEditArticle'> | null;

/** Admins, and anyone an admin gave `can_edit_article` (spec 01 §6, enforced here). */
export const isEditor = (a: ReadingActor) => !!a && (isAdmin(a) || a.canEditArticle);

/**
 * Who may do what in the reading magazine. Whether an article's text is open to someone is the
 * access rule in access.ts (free, PRO, free uses); this table is about actions. The table test in
 * reading-policy.test.ts runs each role against each action.
 */
export const readingPolicy = {
  browse: (_a: ReadingActor) => true,
  /** Drafts exist only for editors; everyone else gets 404 for them. */
  seeDrafts: (a: ReadingActor) => isEditor(a),
  editArticles: (a: ReadingActor) => isEditor(a),
  editMagazines: (a: ReadingActor) => isEditor(a),
} as const;
