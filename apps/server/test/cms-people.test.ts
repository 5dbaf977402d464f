import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';
import { watchRoles } from './watch-helpers';

const { app, ctx } = await getTestEnv();
const r = await watchRoles(ctx);

describe('the CMS people lists', () => {
  it('an admin deactivates, verifies and resets the role of an account; nobody else may', async () => {
    const target = await createUser(ctx, { role: 'Mentor' });
    const url = `/api/v1/user/${target.user.id}/admin`;
    for (const [token, status] of [
      [undefined, 401],
      [r.member.token, 403],
      [r.pro.token, 403],
      [r.editor.token, 403],
    ] as const)
      expect((await call(app, { method: 'PATCH', url, token, payload: { is_active: false } })).status).toBe(status);
    const verified = await call(app, { method: 'PATCH', url, token: r.admin.token, payload: { verify_status: 'success' } });
    expect(verified.body).toMatchObject({ verify_status: 'success', is_active: true });
    const off = await call(app, { method: 'PATCH', url, token: r.admin.token, payload: { is_active: false, user_role: 'Member' } });
    expect(off.body).toMatchObject({ is_active: false, user_role: 'Member' });
    // A deactivated account's session no longer works.
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: target.token })).status).toBe(401);
  });

  it('an admin cannot lock themselves out', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const url = `/api/v1/user/${admin.user.id}/admin`;
    expect((await call(app, { method: 'PATCH', url, token: admin.token, payload: { is_active: false } })).status).toBe(409);
    expect((await call(app, { method: 'PATCH', url, token: admin.token, payload: { user_role: 'Member' } })).status).toBe(409);
  });

  it('lists people by role on the server, searched and paged; admins see mentors’ account fields', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    for (let i = 0; i < 3; i++) await createUser(ctx, { role: 'Mentor', email: `mentor-${tag}-${i}@example.test` });
    const page = await call(app, { method: 'GET', url: `/api/v1/user?user_role=Mentor&q=${tag}&size=2`, token: r.admin.token });
    expect(page.body).toMatchObject({ total: 3, pages: 2 });
    expect(page.body.items[0]).toHaveProperty('is_active');
    const asMember = await call(app, { method: 'GET', url: `/api/v1/user?user_role=Mentor&q=${tag}`, token: r.member.token });
    expect(asMember.body.items[0]).not.toHaveProperty('email');
    expect((await call(app, { method: 'GET', url: '/api/v1/user?user_role=Admin&size=20', token: r.member.token })).status).toBe(403);
  });
});
