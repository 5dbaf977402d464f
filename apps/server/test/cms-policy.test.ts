import { describe, expect, it } from 'vitest';
import { contactFormToken } from '../src/features/cms/contact-service';
import { call, getTestEnv } from './helpers';
import { watchRoles } from './watch-helpers';

const { app, ctx } = await getTestEnv();
const r = await watchRoles(ctx);

type Role = 'visitor' | 'unverified' | 'member' | 'pro' | 'editor' | 'admin';
const roles: Role[] = ['visitor', 'unverified', 'member', 'pro', 'editor', 'admin'];
// `editor` is a Mentor given can_edit_article (spec 01 §6).
const tokens: Record<Role, string | undefined> = {
  visitor: undefined,
  unverified: r.unverified.token,
  member: r.member.token,
  pro: r.pro.token,
  editor: r.editor.token,
  admin: r.admin.token,
};

const doc = (title: string) => ({ versions: { en: { title, summary: 'A summary', body: '<p>Some text</p>' } } });
/** A fresh entry of a kind, made by the admin (each mutating row gets its own). */
async function entry(kind: 'blog' | 'testimonial', published = false) {
  const res = await call(app, { method: 'POST', url: `/api/v1/cms/entries/${kind}`, token: r.admin.token, payload: doc('Policy row') });
  if (published) await call(app, { method: 'POST', url: `/api/v1/cms/entries/${kind}/${res.body.id}/publish`, token: r.admin.token, payload: {} });
  return res.body.id as number;
}

const all = (s: number) => Object.fromEntries(roles.map((k) => [k, s])) as Record<Role, number>;
const editors = (ok: number) => ({ visitor: 401, unverified: 403, member: 403, pro: 403, editor: ok, admin: ok });
const adminOnly = (ok: number) => ({ ...editors(ok), editor: 403 });

type Row = { action: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => Promise<string> | string; body?: unknown; expect: Record<Role, number> };

/** Each action and the status each role gets: the policy table of the content system (policy.ts). */
const table: Row[] = [
  { action: 'list blog posts (CMS)', method: 'GET', url: () => '/api/v1/cms/entries/blog', expect: editors(200) },
  { action: 'create a blog post', method: 'POST', url: () => '/api/v1/cms/entries/blog', body: doc('New'), expect: editors(201) },
  { action: 'read a blog post source', method: 'GET', url: async () => `/api/v1/cms/entries/blog/${await entry('blog')}`, expect: editors(200) },
  {
    action: 'autosave a blog post',
    method: 'PUT',
    url: async () => `/api/v1/cms/entries/blog/${await entry('blog')}`,
    body: doc('Changed'),
    expect: editors(200),
  },
  { action: 'publish a blog post', method: 'POST', url: async () => `/api/v1/cms/entries/blog/${await entry('blog')}/publish`, body: {}, expect: editors(200) },
  { action: 'unpublish a blog post', method: 'POST', url: async () => `/api/v1/cms/entries/blog/${await entry('blog', true)}/unpublish`, expect: editors(200) },
  { action: 'delete a blog post', method: 'DELETE', url: async () => `/api/v1/cms/entries/blog/${await entry('blog')}`, expect: editors(204) },
  { action: 'list testimonials (CMS)', method: 'GET', url: () => '/api/v1/cms/entries/testimonial', expect: adminOnly(200) },
  { action: 'create a testimonial', method: 'POST', url: () => '/api/v1/cms/entries/testimonial', body: doc('Ana'), expect: adminOnly(201) },
  {
    action: 'publish a testimonial',
    method: 'POST',
    url: async () => `/api/v1/cms/entries/testimonial/${await entry('testimonial')}/publish`,
    body: {},
    expect: adminOnly(200),
  },
  { action: 'the dashboard', method: 'GET', url: () => '/api/v1/cms/dashboard', expect: adminOnly(200) },
  { action: 'contact messages', method: 'GET', url: () => '/api/v1/cms/contact', expect: adminOnly(200) },
  { action: 'the public blog', method: 'GET', url: () => '/api/v1/blog?lang=zh', expect: all(200) },
  { action: 'a published post', method: 'GET', url: async () => `/api/v1/blog/${await entry('blog', true)}`, expect: all(200) },
  { action: 'a draft post, publicly', method: 'GET', url: async () => `/api/v1/blog/${await entry('blog')}`, expect: all(404) },
  { action: 'the feed', method: 'GET', url: () => '/api/v1/blog/rss?lang=es', expect: all(200) },
  { action: 'testimonials, publicly', method: 'GET', url: () => '/api/v1/testimonials', expect: all(200) },
  { action: 'the contact form token', method: 'GET', url: () => '/api/v1/contact/form', expect: all(200) },
];

describe('CMS policy: each role against each action', () => {
  for (const row of table)
    for (const role of roles)
      it(`${row.action} — ${role} → ${row.expect[role]}`, async () => {
        const res = await call(app, { method: row.method, url: await row.url(), token: tokens[role], payload: row.body as object });
        expect(res.status, JSON.stringify(res.body)).toBe(row.expect[role]);
      });

  it('replying to a contact message is the admin’s', async () => {
    const token = contactFormToken(ctx, Date.now() - 10_000);
    const sent = await call(app, {
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Policy', email: 'policy@example.test', message: 'A message long enough', token },
      headers: { 'x-forwarded-for': '10.9.9.1' },
    });
    expect(sent.status).toBe(201);
    const list = await call(app, { method: 'GET', url: '/api/v1/cms/contact?status=new&size=100', token: r.admin.token });
    const id = list.body.items.find((m: { email: string }) => m.email === 'policy@example.test').id;
    for (const role of ['member', 'editor'] as const)
      expect((await call(app, { method: 'POST', url: `/api/v1/cms/contact/${id}/reply`, token: tokens[role], payload: { text: 'Hi' } })).status).toBe(403);
    expect((await call(app, { method: 'POST', url: `/api/v1/cms/contact/${id}/reply`, token: r.admin.token, payload: { text: 'Hi' } })).status).toBe(200);
  });
});
