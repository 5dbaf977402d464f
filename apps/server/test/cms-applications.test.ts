import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { call, createUser, getTestEnv, lastMailTo } from './helpers';
import { watchRoles } from './watch-helpers';

const env = await getTestEnv();
const { app, ctx } = env;
const r = await watchRoles(ctx);

type Role = 'visitor' | 'member' | 'pro' | 'editor' | 'admin';
const tokens: Record<Role, string> = { visitor: '', member: r.member.token, pro: r.pro.token, editor: r.editor.token, admin: r.admin.token };
const api = (method: 'GET' | 'POST', url: string, payload?: object, token = r.admin.token) => call(app, { method, url: `/api/v1${url}`, token, payload });
const MESSAGE = 'I teach Mandarin at a primary school and would like to mentor.';

async function applied(kind = 'other', token?: string) {
  const who = token ?? (await createUser(ctx)).token;
  const res = await api('POST', '/applications', { kind, message: MESSAGE }, who);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

describe('applications', () => {
  it('are sent by signed-in people and listed and answered by admins only', async () => {
    expect((await api('POST', '/applications', { kind: 'other', message: MESSAGE }, '')).status).toBe(401);
    for (const role of ['visitor', 'member', 'pro', 'editor', 'admin'] as Role[]) {
      const list = await api('GET', '/cms/applications', undefined, tokens[role]);
      expect(list.status, role).toBe(role === 'admin' ? 200 : role === 'visitor' ? 401 : 403);
      const id = await applied();
      const res = await api('POST', `/cms/applications/${id}/decide`, { decision: 'decline', message: 'Not now' }, tokens[role]);
      expect(res.status, role).toBe(role === 'admin' ? 200 : role === 'visitor' ? 401 : 403);
    }
  });

  it('approving a teacher’s application verifies them and tells them, by notification and e-mail', async () => {
    const teacher = await createUser(ctx, { role: 'Mentor' });
    const id = await applied('mentor', teacher.token);
    const again = await api('POST', '/applications', { kind: 'mentor', message: MESSAGE }, teacher.token);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('You have already sent this application; we will answer it soon');
    const done = await api('POST', `/cms/applications/${id}/decide`, { decision: 'approve', message: 'Welcome aboard!' });
    expect(done.body).toMatchObject({ status: 'approved', reply: 'Welcome aboard!', applicant: { verify_status: 'success' } });
    const [u] = await ctx.db.select().from(users).where(eq(users.id, teacher.user.id));
    expect(u.verifyStatus).toBe('success');
    const notes = (await api('GET', '/notification', undefined, teacher.token)).body;
    expect(notes.items[0]).toMatchObject({ kind: 'application_decided', params: { decision: 'approved', kind: 'mentor', message: 'Welcome aboard!' } });
    await ctx.jobs.drain();
    const mail = await lastMailTo(env, teacher.user.email);
    expect(mail?.raw).toContain('Subject: Your Lingbridge application was approved');
    expect(mail?.raw).toContain('Welcome aboard!');
    const twice = await api('POST', `/cms/applications/${id}/decide`, { decision: 'decline', message: 'Oops' });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('This application has already been answered');
  });

  it('a learner cannot apply to be a verified mentor', async () => {
    const res = await api('POST', '/applications', { kind: 'mentor', message: MESSAGE }, r.member.token);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Only teachers can apply to be verified mentors');
  });

  it('pages and filters on the server, waiting ones first', async () => {
    for (let i = 0; i < 3; i++) await applied('organization');
    const p = (await api('GET', '/cms/applications?kind=organization&status=pending&size=2&page=2')).body;
    expect(p.page).toBe(2);
    expect(p.total).toBeGreaterThanOrEqual(3);
    expect(p.items.every((a: { kind: string; status: string }) => a.kind === 'organization' && a.status === 'pending')).toBe(true);
    expect((await api('GET', '/cms/applications?status=nope')).status).toBe(422);
  });
});
