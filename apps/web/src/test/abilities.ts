import type { Ability } from '@lingbridge/contracts/accounts';
import type { UserRole } from '@lingbridge/contracts/common';

/**
 * What GET /user/me answers as `abilities` for each role of the demo accounts (the server's
 * policies decide; apps/server/test/actor.test.ts checks the server's side of the same table).
 */
export const ROLE_ABILITIES: Record<UserRole, Ability[]> = {
  Member: ['use_chat', 'submit_videos', 'subscribe'],
  Mentor: ['use_teacher_center', 'use_chat', 'create_group_room', 'submit_videos', 'subscribe'],
  Admin: [
    'use_cms',
    'administer',
    'edit_articles',
    'curate_videos',
    'edit_transcripts',
    'manage_users',
    'manage_orders',
    'use_teacher_center',
    'use_chat',
    'create_group_room',
    'submit_videos',
    'switch_site_language',
    'manage_organizations',
  ],
};

/** A Member an admin gave can_edit_article: the article CMS and transcript corrections, nothing else of /cms. */
export const EDITOR_ABILITIES: Ability[] = [...ROLE_ABILITIES.Member, 'use_cms', 'edit_articles', 'edit_transcripts'];
