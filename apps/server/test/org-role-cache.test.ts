import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv, lastMailTo, tokenFromMail, uniqueEmail } from './helpers';

/**
 * `GET /user/me` answers the organisation role from a cache beside the session (issue 22): every
 * change of a membership, a role or a group's archiving must show at once. Each case reads the role
 * first, so that the old one is cached, then changes it and reads again.
 */
const { app, ctx } = await getTestEnv();
const api = '/api/v1/organization';
const admin = await createUser(ctx, { role: 'Admin' });

const roleOf = async (token: string) => (await call(app, { method: 'GET', url: '/api/v1/user/me', token })).body.org_role as string;

async function school() {
  const head = await createUser(ctx, { role: 'Mentor' });
  const org = (await call(app, { method: 'POST', url: `${api}/org`, token: head.token, payload: { name: 'Willow School' } })).body;
  await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: admin.token, payload: { seat_count: 10 } });
  const group = (await call(app, { method: 'POST', url: `${api}/org/${org.id}/group`, token: head.token, payload: { name: 'Class 5A', join_code: true } }))
    .body;
  const teacher = await createUser(ctx, { role: 'Mentor' });
  expect((await call(app, { method: 'POST', url: `${api}/join`, token: teacher.token, payload: { code: group.join_code } })).status).toBe(200);
  return { head, org, group, teacher };
}

const putOrgUsers = (token: string, orgId: number, users: object[]) => call(app, { method: 'PUT', url: `${api}/org/${orgId}/user`, token, payload: { users } });
const putGroupUsers = (token: string, orgId: number, groupId: number, users: object[]) =>
  call(app, { method: 'PUT', url: `${api}/org/${orgId}/group/${groupId}/user`, token, payload: { users } });

describe('the organisation role of /user/me is never stale (cached beside the session)', () => {
  it('founding an organisation makes its founder orgAdmin at once', async () => {
    const head = await createUser(ctx, { role: 'Mentor' });
    expect(await roleOf(head.token)).toBe('member');
    expect((await call(app, { method: 'POST', url: `${api}/org`, token: head.token, payload: { name: 'Birch School' } })).status).toBe(201);
    expect(await roleOf(head.token)).toBe('orgAdmin');
  });

  it('an organisation admin appointed, demoted and removed', async () => {
    const { head, org, teacher } = await school();
    expect(await roleOf(teacher.token)).toBe('member');
    const both = (role: string) => [
      { user_id: head.user.id, role: 'OrgAdmin' },
      { user_id: teacher.user.id, role },
    ];
    expect((await putOrgUsers(head.token, org.id, both('OrgAdmin'))).status).toBe(200);
    expect(await roleOf(teacher.token)).toBe('orgAdmin');
    expect((await putOrgUsers(head.token, org.id, both('Member'))).status).toBe(200);
    expect(await roleOf(teacher.token)).toBe('member');
    expect((await putOrgUsers(head.token, org.id, both('OrgAdmin'))).status).toBe(200);
    expect(await roleOf(teacher.token)).toBe('orgAdmin');
    expect((await putOrgUsers(head.token, org.id, [{ user_id: head.user.id, role: 'OrgAdmin' }])).status).toBe(200);
    expect(await roleOf(teacher.token)).toBe('member');
  });

  it('a group teacher appointed, the group archived and restored, the teacher removed', async () => {
    const { head, org, group, teacher } = await school();
    expect(await roleOf(teacher.token)).toBe('member');
    expect((await putGroupUsers(head.token, org.id, group.id, [{ user_id: teacher.user.id, role: 'GroupAdmin' }])).status).toBe(200);
    expect(await roleOf(teacher.token)).toBe('groupAdmin');
    const archive = (archived: boolean) =>
      call(app, { method: 'PATCH', url: `${api}/org/${org.id}/group/${group.id}`, token: head.token, payload: { archived } });
    expect((await archive(true)).status).toBe(200);
    expect(await roleOf(teacher.token)).toBe('member');
    expect((await archive(false)).status).toBe(200);
    expect(await roleOf(teacher.token)).toBe('groupAdmin');
    expect((await putGroupUsers(head.token, org.id, group.id, [{ user_id: teacher.user.id, role: 'Member' }])).status).toBe(200);
    expect(await roleOf(teacher.token)).toBe('member');
    expect((await putGroupUsers(head.token, org.id, group.id, [{ user_id: teacher.user.id, role: 'GroupAdmin' }])).status).toBe(200);
    expect(await roleOf(teacher.token)).toBe('groupAdmin');
    expect((await putGroupUsers(head.token, org.id, group.id, [])).status).toBe(200);
    expect(await roleOf(teacher.token)).toBe('member');
  });

  it('an invitation as orgAdmin accepted, then the organisation left', async () => {
    const { head, org } = await school();
    const email = uniqueEmail('co-head');
    const invitee = await createUser(ctx, { email, role: 'Mentor' });
    expect(await roleOf(invitee.token)).toBe('member');
    const put = await putOrgUsers(head.token, org.id, [
      { user_id: head.user.id, role: 'OrgAdmin' },
      { email, role: 'OrgAdmin' },
    ]);
    expect(put.status).toBe(200);
    const token = tokenFromMail((await lastMailTo({ app, ctx, dataDir: ctx.config.dataDir }, email))!.raw, 'organization/invitation')!;
    expect((await call(app, { method: 'POST', url: `${api}/invitation/${token}/accept`, token: invitee.token })).status).toBe(200);
    expect(await roleOf(invitee.token)).toBe('orgAdmin');
    expect((await call(app, { method: 'POST', url: `${api}/org/${org.id}/leave`, token: invitee.token })).status).toBe(204);
    expect(await roleOf(invitee.token)).toBe('member');
  });

  it('the role is served from the cache: no database query for a repeated /user/me', async () => {
    const { teacher } = await school();
    await roleOf(teacher.token);
    const db = ctx.db as unknown as { execute: unknown; select: (...a: unknown[]) => unknown };
    const select = db.select;
    let queries = 0;
    db.select = (...a: unknown[]) => {
      queries++;
      return select.apply(ctx.db, a);
    };
    try {
      for (let i = 0; i < 5; i++) expect(await roleOf(teacher.token)).toBe('member');
    } finally {
      db.select = select;
    }
    expect(queries).toBe(0);
  });
});
