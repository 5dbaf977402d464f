import { describe, expect, it } from 'vitest';
import { declaredAccess } from '../src/actor/access';
import { updateUser } from '../src/features/accounts/repo';
import { isErrorShape } from './files-helpers';
import { call, createUser, getTestEnv, lastMailTo, tokenFromMail, uniqueEmail } from './helpers';
import { ORG_ROLES, ORG_ROUTES, type OrgRole, type School } from './org-roles.table';
import { createArticle, spanishArticle, uniqueTag } from './reading-helpers';

/**
 * Organisation and group roles against every organisation and teacher route (issue 21): the
 * companion of route-roles.test.ts, whose roles are the account's alone. Here the role is where one
 * stands in one school: its founder (orgAdmin), the teacher of its group, a learner in the group,
 * the teacher of another group of the same school, a signed-in outsider, a visitor. Every route under /organization (and a teacher's view of
 * recordings) must have its entry in org-roles.table.ts; each entry's request is sent as each role,
 * a GET on one school, anything else on a fresh school per cell, so one cell's change never decides
 * another's answer.
 */
const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });
await updateUser(ctx.db, admin.user.id, { canEditArticle: true });
const articleId = await createArticle(app, admin.token, spanishArticle({ is_free: true }));

const ok = async (p: ReturnType<typeof call>, want: number, what: string) => {
  const r = await p;
  if (r.status !== want) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body;
};

/** A school: its founder, a group with a class code, the group's teacher and a learner, an assignment, another group and its teacher; and an outsider. */
async function school(): Promise<{ s: School; tokens: Record<OrgRole, string | undefined> }> {
  const [head, teacher, member, outsider, otherTeacher] = [
    await createUser(ctx, { role: 'Mentor' }),
    await createUser(ctx, { role: 'Mentor' }),
    await createUser(ctx),
    await createUser(ctx),
    await createUser(ctx, { role: 'Mentor' }),
  ];
  const O = '/api/v1/organization';
  const org = await ok(call(app, { method: 'POST', url: `${O}/org`, token: head.token, payload: { name: `School ${uniqueTag()}` } }), 201, 'org');
  await ok(call(app, { method: 'PATCH', url: `${O}/org/${org.id}`, token: admin.token, payload: { seat_count: 10 } }), 200, 'seats');
  const group = await ok(
    call(app, { method: 'POST', url: `${O}/org/${org.id}/group`, token: head.token, payload: { name: 'Class 1A', join_code: true } }),
    201,
    'group',
  );
  for (const u of [teacher, member]) await ok(call(app, { method: 'POST', url: `${O}/join`, token: u.token, payload: { code: group.join_code } }), 200, 'join');
  const users = [
    { user_id: teacher.user.id, role: 'GroupAdmin' },
    { user_id: member.user.id, role: 'Member' },
  ];
  await ok(call(app, { method: 'PUT', url: `${O}/org/${org.id}/group/${group.id}/user`, token: head.token, payload: { users } }), 200, 'teacher');
  const other = await ok(
    call(app, { method: 'POST', url: `${O}/org/${org.id}/group`, token: head.token, payload: { name: 'Class 1B', join_code: true } }),
    201,
    'group',
  );
  await ok(call(app, { method: 'POST', url: `${O}/join`, token: otherTeacher.token, payload: { code: other.join_code } }), 200, 'join');
  const theirs = [{ user_id: otherTeacher.user.id, role: 'GroupAdmin' }];
  await ok(call(app, { method: 'PUT', url: `${O}/org/${org.id}/group/${other.id}/user`, token: head.token, payload: { users: theirs } }), 200, 'other teacher');
  const task = await ok(
    call(app, {
      method: 'POST',
      url: `${O}/org/${org.id}/group/${group.id}/assignment`,
      token: head.token,
      payload: { kind: 'article', resource_id: articleId, due_at: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    201,
    'assignment',
  );
  return {
    s: {
      orgId: org.id,
      groupId: group.id,
      joinCode: group.join_code,
      assignmentId: task.id,
      articleId,
      ids: { orgAdmin: head.user.id, teacher: teacher.user.id, member: member.user.id, outsider: outsider.user.id, otherTeacher: otherTeacher.user.id },
      invitation: async () => {
        const email = uniqueEmail('invited');
        const members = [
          { user_id: head.user.id, role: 'OrgAdmin' },
          { user_id: teacher.user.id, role: 'Member' },
          { user_id: member.user.id, role: 'Member' },
          { user_id: otherTeacher.user.id, role: 'Member' },
          { email, role: 'Member' },
        ];
        await ok(call(app, { method: 'PUT', url: `${O}/org/${org.id}/user`, token: head.token, payload: { users: members } }), 200, 'invite');
        const mail = await lastMailTo({ app, ctx, dataDir: ctx.config.dataDir }, email);
        return tokenFromMail(mail!.raw, 'organization/invitation')!;
      },
    },
    tokens: {
      visitor: undefined,
      outsider: outsider.token,
      member: member.token,
      otherTeacher: otherTeacher.token,
      teacher: teacher.token,
      orgAdmin: head.token,
    },
  };
}

/** The routes of organisations, and the teacher's routes of recordings, as the app declares them now. */
const ORG_ROUTE = / \/api\/v1\/organization\/| \/api\/recordings\/v1\/audio_recording\/(group|user)\//;
const routes = [...declaredAccess(ctx).keys()].map((r) => r.replace(/:(\w+)/g, '{$1}')).filter((r) => ORG_ROUTE.test(r));

describe('organisation and group roles against every organisation route', () => {
  it('has one entry per organisation route, and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(15);
    const missing = routes.filter((r) => !(r in ORG_ROUTES));
    const gone = Object.keys(ORG_ROUTES).filter((r) => !routes.includes(r));
    expect({ missing, gone }).toEqual({ missing: [], gone: [] });
  });

  const shared = school();
  for (const [route, entry] of Object.entries(ORG_ROUTES))
    it(route, { timeout: 60_000 }, async () => {
      const got = {} as Record<OrgRole, number>;
      const shapes: string[] = [];
      for (const role of ORG_ROLES) {
        const { s, tokens } = route.startsWith('GET ') ? await shared : await school();
        const res = await call(app, { ...(await entry.req(s)), token: tokens[role] });
        got[role] = res.status;
        if (res.status >= 400 && !isErrorShape(res.body)) shapes.push(`${role}: ${JSON.stringify(res.body).slice(0, 200)}`);
      }
      expect(got).toEqual(entry.expect);
      expect(shapes).toEqual([]);
    });
});
