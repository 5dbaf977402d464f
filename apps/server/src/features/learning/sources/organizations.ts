import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../adapters/db';
import { groupAssignments, groupMembers, orgGroups } from '../../../db/schema';
import { assignmentsDone } from '../../organizations/report';

// A read-only view of the organisations feature's assignments (decision 0096).

/**
 * The assignment due soonest in the learner's active groups and not done yet. Done is what the
 * learner's and the teacher's assignment lists and the group report say (organisations, decision
 * 0093): its quiz or cloze finished, or two minutes on the article; a minute on the video, or a word
 * looked up in it.
 */
export async function nextAssignment(db: Db, userId: number, now: Date) {
  const open = await db
    .select({ a: groupAssignments })
    .from(groupAssignments)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, groupAssignments.groupId), eq(groupMembers.userId, userId), eq(groupMembers.role, 'Member')))
    .innerJoin(orgGroups, and(eq(orgGroups.id, groupAssignments.groupId), isNull(orgGroups.archivedAt)))
    .where(gt(groupAssignments.dueAt, now))
    .orderBy(asc(groupAssignments.dueAt), asc(groupAssignments.id));
  if (!open.length) return null;
  const rows = open.map((r) => r.a);
  const done = await assignmentsDone(db, [userId], rows);
  const r = rows.find((a) => !done.has(`${a.id}:${userId}`));
  return r ? { id: r.id, kind: r.kind, resourceId: r.resourceId, title: r.title, dueAt: r.dueAt.toISOString() } : null;
}
