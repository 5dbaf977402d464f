import type { Ability, OrgRole } from '@lingbridge/contracts/accounts';
import type { UserRow } from '../../db/schema';
import { billingPolicy } from '../billing/policy';
import { chatPolicy } from '../chat/policy';
import { readingPolicy } from '../reading/policy';
import { watchPolicy } from '../watch/policy';
import { accountsPolicy, isAdmin } from './policy';

/**
 * The site-wide abilities of a user, each answered by the policy that enforces it on the server, so
 * what the web shows and what the server allows cannot drift apart (docs/decisions/0080).
 */
const RULES: Record<Ability, (u: UserRow, orgRole: OrgRole) => boolean> = {
  use_cms: (u) => isAdmin(u) || readingPolicy.editArticles(u) || watchPolicy.editTranscript(u),
  administer: (u) => isAdmin(u),
  edit_articles: (u) => readingPolicy.editArticles(u),
  curate_videos: (u) => watchPolicy.curate(u),
  edit_transcripts: (u) => watchPolicy.editTranscript(u),
  manage_users: (u) => accountsPolicy.adminListUsers(u),
  manage_orders: (u) => billingPolicy.adminListOrders(u),
  use_teacher_center: (u, r) => accountsPolicy.useTeacherCenter(u) || r !== 'member',
  use_chat: (u) => chatPolicy.useChat(u),
  create_group_room: (u) => chatPolicy.createGroupRoom(u),
  submit_videos: (u) => watchPolicy.submit(u),
  subscribe: (u) => billingPolicy.offerSubscription(u),
  switch_site_language: (u) => accountsPolicy.switchSiteLanguage(u),
  manage_organizations: (u, r) => isAdmin(u) || r !== 'member',
};

/** `orgRole`: the user's organisation role (organizations' `orgRoleOf`), 'member' when not known. */
export function abilitiesOf(user: UserRow, orgRole: OrgRole = 'member'): Ability[] {
  return (Object.keys(RULES) as Ability[]).filter((a) => RULES[a](user, orgRole));
}
