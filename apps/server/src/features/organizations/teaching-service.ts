import type { z } from 'zod';
import type { assignmentBody } from '@lingbridge/contracts/organizations';
import { ORG_ERRORS } from '@lingbridge/contracts/organizations';
import { authorize } from '../../actor/access';
import type { AppContext } from '../../context';
import type { GroupAssignmentRow, UserRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { visibleArticle } from '../reading/service';
import { visibleVideo } from '../watch/service';
import { wordsLookedUpIn } from '../vocabulary/report-source';
import { organizationsPolicy as policy } from './policy';
import { presentUser } from './presenter';
import { assignmentsDone, buildReport, reportCsv, reportSources } from './report';
import * as repo from './repo';
import { loadGroup } from './groups-service';
import { scopeOf } from './scope';

// What a group's teachers do with it: assignments, the group report and the words the class does
// not yet know (docs/decisions/0093).

/** A group those who run it may look into: 404 for none, 403 for others. */
async function groupIRun(ctx: AppContext, user: UserRow, orgId: number, groupId: number, denied: string) {
  const scope = await scopeOf(ctx, user);
  const g = await loadGroup(ctx, orgId, groupId);
  authorize(policy.runGroup(scope, g), denied);
  return g;
}

async function learnersOf(ctx: AppContext, groupId: number) {
  return (await repo.groupUsers(ctx.db, [groupId])).filter((u) => u.m.role === 'Member').map((u) => ({ id: u.m.userId, name: presentUser(u.u).nick_name }));
}

async function presentAssignments(ctx: AppContext, rows: GroupAssignmentRow[], groups: Map<number, string>, forUser?: number) {
  const byGroup = new Map<number, { id: number }[]>();
  for (const gid of new Set(rows.map((r) => r.groupId))) byGroup.set(gid, forUser ? [{ id: forUser }] : await learnersOf(ctx, gid));
  const everyone = [...new Set([...byGroup.values()].flat().map((l) => l.id))];
  const done = await assignmentsDone(ctx.db, everyone, rows);
  return rows.map((a) => {
    const learners = byGroup.get(a.groupId) ?? [];
    const doneCount = learners.filter((l) => done.has(`${a.id}:${l.id}`)).length;
    return {
      id: a.id,
      group_id: a.groupId,
      group: groups.get(a.groupId) ?? '',
      kind: a.kind,
      resource_id: a.resourceId,
      title: a.title,
      due_at: a.dueAt.toISOString(),
      created_at: a.createdAt.toISOString(),
      done: forUser ? doneCount > 0 : null,
      done_count: forUser ? null : doneCount,
      member_count: forUser ? null : learners.length,
    };
  });
}

async function resourceTitle(ctx: AppContext, user: UserRow, kind: 'article' | 'video', id: number) {
  try {
    if (kind === 'article') return (await visibleArticle(ctx, user, id)).title;
    const v = await visibleVideo(ctx, user, id);
    return v.title || `#${v.id}`;
  } catch {
    throw new AppError(422, kind === 'article' ? 'Article not found' : 'Video not found', [{ path: 'body.resource_id', message: 'Not found' }]);
  }
}

/** Assigns an article or a video the teacher may see to the group, due by a date. */
export async function createAssignment(ctx: AppContext, user: UserRow, orgId: number, groupId: number, body: z.output<typeof assignmentBody>) {
  const g = await groupIRun(ctx, user, orgId, groupId, 'Only those who run this group may assign work');
  if (g.archivedAt) throw conflict(ORG_ERRORS.archived);
  const title = await resourceTitle(ctx, user, body.kind, body.resource_id);
  const row = await repo.insertAssignment(ctx.db, {
    groupId: g.id,
    kind: body.kind,
    resourceId: body.resource_id,
    title,
    dueAt: new Date(body.due_at),
    createdBy: user.id,
  });
  return (await presentAssignments(ctx, [row], new Map([[g.id, g.name]])))[0];
}

export async function listGroupAssignments(ctx: AppContext, user: UserRow, orgId: number, groupId: number) {
  const g = await groupIRun(ctx, user, orgId, groupId, 'Only those who run this group may see its assignments');
  return presentAssignments(ctx, await repo.assignmentsOfGroups(ctx.db, [g.id]), new Map([[g.id, g.name]]));
}

export async function deleteAssignment(ctx: AppContext, user: UserRow, orgId: number, groupId: number, id: number) {
  const g = await groupIRun(ctx, user, orgId, groupId, 'Only those who run this group may change its assignments');
  if (!(await repo.deleteAssignment(ctx.db, g.id, id))) throw notFound('Assignment not found');
}

/** A learner's assignments in their active groups, with whether they did each. */
export async function myAssignments(ctx: AppContext, user: UserRow) {
  const groups = (await repo.groupMembershipsOf(ctx.db, user.id)).filter((g) => !g.archivedAt && g.role === 'Member');
  if (!groups.length) return [];
  const rows = await repo.listGroups(ctx.db, { groupIds: groups.map((g) => g.groupId), archived: false });
  const names = new Map(rows.map((g) => [g.id, g.name]));
  return presentAssignments(ctx, await repo.assignmentsOfGroups(ctx.db, [...names.keys()]), names, user.id);
}

const DAY_MS = 86_400_000;

/** The period of a report: `to` defaults to now, `from` to 30 days before; at most 400 days. */
function periodOf(ctx: AppContext, q: { from?: string; to?: string }) {
  const to = q.to ? new Date(q.to) : ctx.now();
  const from = q.from ? new Date(q.from) : new Date(to.getTime() - 30 * DAY_MS);
  if (from >= to) throw new AppError(422, 'The period ends before it starts', [{ path: 'querystring.from', message: 'Must be before to' }]);
  if (to.getTime() - from.getTime() > 400 * DAY_MS)
    throw new AppError(422, 'A report covers at most 400 days', [{ path: 'querystring.from', message: 'At most 400 days' }]);
  return { from, to };
}

/** GET …/reporting: per learner and for the group, from every report source. */
export async function groupReport(ctx: AppContext, user: UserRow, orgId: number, groupId: number, q: { from?: string; to?: string }) {
  const g = await groupIRun(ctx, user, orgId, groupId, 'Only those who run this group may see its report');
  const { from, to } = periodOf(ctx, q);
  const [learners, assignments] = await Promise.all([learnersOf(ctx, g.id), repo.assignmentsOfGroups(ctx.db, [g.id])]);
  const report = await buildReport(ctx.db, learners, reportSources(assignments), from, to);
  return { group: g, body: { group_id: g.id, from: from.toISOString(), to: to.toISOString(), ...report }, csv: () => reportCsv(report, g.name) };
}

/** What the class does not yet know: the words most learners of the group looked up in an article or video. */
export async function unknownWords(ctx: AppContext, user: UserRow, orgId: number, groupId: number, source: { articleId?: number; videoId?: number }) {
  const g = await groupIRun(ctx, user, orgId, groupId, 'Only those who run this group may see this');
  const learners = await learnersOf(ctx, g.id);
  const words = await wordsLookedUpIn(
    ctx.db,
    learners.map((l) => l.id),
    source,
  );
  return { member_count: learners.length, words };
}
