import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';

const env = await getTestEnv();
const { app, ctx } = env;

type Role = 'visitor' | 'Member' | 'Mentor' | 'Admin';
const roles: Role[] = ['visitor', 'Member', 'Mentor', 'Admin'];

const tokens: Record<Role, string | undefined> = { visitor: undefined, Member: '', Mentor: '', Admin: '' };
for (const r of ['Member', 'Mentor', 'Admin'] as const) tokens[r] = (await createUser(ctx, { role: r })).token;
const member = await createUser(ctx);
const mentor = await createUser(ctx, { role: 'Mentor' });

/** Each action, and the status each role gets: the policy table of the accounts feature. */
const table: { action: string; method: 'GET' | 'PATCH'; url: string; expect: Record<Role, number> }[] = [
  { action: 'read me', method: 'GET', url: '/api/v1/user/me', expect: { visitor: 401, Member: 200, Mentor: 200, Admin: 200 } },
  { action: 'list mentors', method: 'GET', url: '/api/v1/user?user_role=Mentor', expect: { visitor: 401, Member: 200, Mentor: 200, Admin: 200 } },
  { action: 'list members', method: 'GET', url: '/api/v1/user?user_role=Member&size=250', expect: { visitor: 401, Member: 403, Mentor: 403, Admin: 200 } },
  { action: 'list admins', method: 'GET', url: '/api/v1/user?user_role=Admin&size=20', expect: { visitor: 401, Member: 403, Mentor: 403, Admin: 200 } },
  { action: 'admin list users', method: 'GET', url: '/api/v1/user/admin/list_users', expect: { visitor: 401, Member: 403, Mentor: 403, Admin: 200 } },
  {
    action: 'set can_edit_article',
    method: 'PATCH',
    url: `/api/v1/user/${member.user.id}/edit_article?can_edit_article=true`,
    expect: { visitor: 401, Member: 403, Mentor: 403, Admin: 200 },
  },
  {
    action: 'read a member profile',
    method: 'GET',
    url: `/api/v1/user/for_member/${member.user.id}`,
    expect: { visitor: 404, Member: 200, Mentor: 200, Admin: 200 },
  },
  {
    action: 'read a mentor profile',
    method: 'GET',
    url: `/api/v1/user/for_member/${mentor.user.id}`,
    expect: { visitor: 200, Member: 200, Mentor: 200, Admin: 200 },
  },
];

describe('accounts policy: each role against each action', () => {
  for (const row of table)
    for (const role of roles)
      it(`${role} → ${row.action}: ${row.expect[role]}`, async () => {
        const res = await call(app, { method: row.method, url: row.url, token: tokens[role] });
        expect(res.status).toBe(row.expect[role]);
      });

  it('a superuser flag counts as Admin', async () => {
    const su = await createUser(ctx, { role: 'Member', superuser: true });
    expect((await call(app, { method: 'GET', url: '/api/v1/user/admin/list_users', token: su.token })).status).toBe(200);
  });
});
