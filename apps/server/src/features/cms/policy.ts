import type { ContentKind } from '@lingbridge/contracts/cms';
import type { UserRow } from '../../db/schema';
import { isAdmin } from '../accounts/policy';

export type CmsActor = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive' | 'canEditArticle'> | null;

/** Admins, and anyone an admin gave `can_edit_article` (spec 01 §6): they write articles, and so blog posts. */
const isEditor = (a: CmsActor) => !!a && (isAdmin(a) || a.canEditArticle);

/** Who edits each kind of content (decision 0110): the blog is writing like articles; the rest is the admin's. */
const EDITS: Record<ContentKind, (a: CmsActor) => boolean> = {
  blog: isEditor,
  testimonial: isAdmin,
  event: isAdmin,
  ad: isAdmin,
  cartoon: isAdmin,
};

/**
 * Who may do what in the content system; the table test in cms-policy.test.ts runs each role
 * against each action. A route asks `useCms` first (anyone who edits some kind), the service then
 * asks `editKind` for the kind in the path.
 */
export const cmsPolicy = {
  useCms: (a: CmsActor) => isEditor(a),
  editKind: (a: CmsActor, kind: ContentKind) => EDITS[kind](a),
  /** Contact messages, the dashboard: the admin's. */
  administer: (a: CmsActor) => isAdmin(a),
  readPublic: (_a: CmsActor) => true,
  /** Sending an application: a signed-in, verified, active account. */
  apply: (a: CmsActor) => !!a && a.isActive && a.isVerified,
} as const;
