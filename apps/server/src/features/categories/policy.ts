import type { UserRow } from '../../db/schema';
import { isAdmin } from '../accounts/policy';

type Actor = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive' | 'canEditArticle'> | null;

/** Everyone reads the categories; editors (Admin or can_edit_article) change them (spec 01 §6). */
export const categoriesPolicy = {
  read: (_a: Actor) => true,
  edit: (a: Actor) => !!a && (isAdmin(a) || a.canEditArticle),
} as const;
