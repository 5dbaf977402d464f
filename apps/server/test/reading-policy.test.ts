import { describe, expect, it } from 'vitest';
import { call, getTestEnv } from './helpers';
import { createArticle, readingRoles, spanishArticle, uniqueTag } from './reading-helpers';

const { app, ctx } = await getTestEnv();
const r = await readingRoles(ctx);

type Role = 'visitor' | 'member' | 'pro' | 'mentor' | 'editor' | 'admin';
const roles: Role[] = ['visitor', 'member', 'pro', 'mentor', 'editor', 'admin'];
const tokens: Record<Role, string | undefined> = {
  visitor: undefined,
  member: r.member.token,
  pro: r.pro.token,
  mentor: r.mentor.token,
  editor: r.editor.token,
  admin: r.admin.token,
};

const free = await createArticle(app, r.admin.token, spanishArticle({ is_free: true }));
const mag = (
  await call(app, {
    method: 'POST',
    url: '/api/v1/magazine',
    token: r.admin.token,
    payload: { number: 91_000 + Math.floor(Math.random() * 4_000), title: 'T', issue_date: '2026-01-01' },
  })
).body;

const E = { visitor: 401, member: 403, pro: 403, mentor: 403 } as const;
const editOnly = (ok: number) => ({ ...E, editor: ok, admin: ok });
const all = (s: number) => ({ visitor: s, member: s, pro: s, mentor: s, editor: s, admin: s });

type Row = {
  action: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => Promise<string> | string;
  body?: () => unknown;
  expect: Record<Role, number>;
};

/** Each action and the status each role gets: the policy table of the reading feature. */
const table: Row[] = [
  { action: 'list articles', method: 'GET', url: () => '/api/v1/article', expect: all(200) },
  { action: 'read a free article', method: 'GET', url: () => `/api/v1/article/${free}`, expect: all(200) },
  { action: 'read the source (CMS)', method: 'GET', url: () => `/api/v1/article/${free}/source`, expect: editOnly(200) },
  { action: 'list magazines', method: 'GET', url: () => '/api/v1/magazine', expect: all(200) },
  {
    action: 'read a draft issue',
    method: 'GET',
    url: () => `/api/v1/magazine/${mag.id}`,
    expect: { visitor: 404, member: 404, pro: 404, mentor: 404, editor: 200, admin: 200 },
  },
  { action: 'list categories', method: 'GET', url: () => '/api/v1/category', expect: all(200) },
  { action: 'take the cloze', method: 'GET', url: () => `/api/v1/article/${free}/cloze`, expect: all(200) },
  {
    action: 'start a quiz',
    method: 'POST',
    url: () => `/api/v1/article/${free}/quiz/attempts`,
    body: () => ({}),
    expect: { visitor: 401, member: 201, pro: 201, mentor: 201, editor: 201, admin: 201 },
  },
  { action: 'create an article', method: 'POST', url: () => '/api/v1/article', body: () => spanishArticle(), expect: editOnly(201) },
  { action: 'edit an article', method: 'PATCH', url: () => `/api/v1/article/${free}`, body: () => ({ summary: 'Editado.' }), expect: editOnly(200) },
  {
    action: 'delete an article',
    method: 'DELETE',
    url: async () => `/api/v1/article/${await createArticle(app, r.admin.token, spanishArticle())}`,
    expect: editOnly(204),
  },
  { action: 'upload audio (not multipart)', method: 'POST', url: () => `/api/v1/article/${free}/audio`, expect: { ...E, editor: 415, admin: 415 } },
  {
    action: 'create an issue',
    method: 'POST',
    url: () => '/api/v1/magazine',
    body: () => ({ number: 95_000 + Math.floor(Math.random() * 4_900), title: 'X', issue_date: '2026-02-01' }),
    expect: editOnly(201),
  },
  { action: 'edit an issue', method: 'PATCH', url: () => `/api/v1/magazine/${mag.id}`, body: () => ({ title: 'Renamed' }), expect: editOnly(200) },
  { action: 'create a category', method: 'POST', url: () => '/api/v1/category', body: () => ({ name: `Cat ${uniqueTag()}` }), expect: editOnly(201) },
];

describe('reading policy: each role against each action', () => {
  for (const row of table)
    for (const role of roles)
      it(`${role} → ${row.action}: ${row.expect[role]}`, async () => {
        const body = row.body?.();
        const res = await call(app, {
          method: row.method,
          url: await row.url(),
          token: tokens[role],
          ...(body !== undefined ? { payload: body as object } : {}),
        });
        expect(res.status).toBe(row.expect[role]);
      });
});
