import type { UserRow } from '../../db/schema';
import { accountsPolicy, isAdmin } from '../accounts/policy';

export type WatchActor = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive' | 'isPaid' | 'canEditArticle'> | null;
type VideoRef = { ownerId: number | null; isPublic: boolean; isDemo: boolean };

const owns = (a: WatchActor, v: VideoRef) => !!a && v.ownerId === a.id;

/**
 * Who may do what with videos. Watching public and demo videos is open to everyone; a private
 * video exists only for its owner and admins (others get 404, never 403, so ids reveal nothing).
 * The table test in watch-policy.test.ts runs each role against each action.
 */
export const watchPolicy = {
  view: (a: WatchActor, v: VideoRef) => v.isPublic || v.isDemo || owns(a, v) || isAdmin(a),
  /** Submitting spends server work: signed in and verified (docs/decisions/0003). */
  submit: (a: WatchActor) => accountsPolicy.actAsVerified(a),
  listOwn: (a: WatchActor) => !!a,
  rename: (a: WatchActor, v: VideoRef) => owns(a, v) || isAdmin(a),
  delete: (a: WatchActor, v: VideoRef) => owns(a, v) || isAdmin(a),
  retry: (a: WatchActor, v: VideoRef) => owns(a, v) || isAdmin(a),
  /** Level, category and publication shape the public catalogue: admins only. */
  curate: (a: WatchActor) => isAdmin(a),
  /** CMS VideoEdit: admins and editors with can_edit_article correct lines and translations. */
  editTranscript: (a: WatchActor) => !!a && (isAdmin(a) || a.canEditArticle),
} as const;
