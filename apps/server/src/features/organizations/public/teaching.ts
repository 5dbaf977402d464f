import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { isAdmin } from '../../accounts/policy';
import { organizationsPolicy } from '../policy';
import * as repo from '../repo';
import { scopeOf } from '../scope';

/**
 * For features that open a learner's work to their teachers (recordings): who teaches whom. A
 * teacher of a learner runs an active group the learner is a member of (its teacher, or an admin of
 * its organisation); archived groups give no one access (02 §4).
 */
export async function teachesLearner(ctx: AppContext, teacher: UserRow, learnerId: number): Promise<boolean> {
  if (teacher.id === learnerId) return false;
  const [scope, learnerGroups] = await Promise.all([scopeOf(ctx, teacher), repo.groupMembershipsOf(ctx.db, learnerId)]);
  return learnerGroups.some((g) => !g.archivedAt && g.role === 'Member' && organizationsPolicy.runGroup(scope, { id: g.groupId, orgId: g.orgId }));
}

/**
 * The learners (members, not teachers) of a group the user runs, or admins any group; null when the
 * group does not exist or the user does not run it (the caller answers 404 for both).
 */
export async function learnersOfGroupRunBy(ctx: AppContext, user: UserRow, groupId: number): Promise<number[] | null> {
  const [group] = await repo.listGroups(ctx.db, { groupIds: [groupId], archived: true });
  if (!group) return null;
  if (!isAdmin(user)) {
    if (group.archivedAt) return null;
    const scope = await scopeOf(ctx, user);
    if (!organizationsPolicy.runGroup(scope, group)) return null;
  }
  const members = await repo.groupUsers(ctx.db, [groupId]);
  return members.filter((m) => m.m.role === 'Member').map((m) => m.u.id);
}
