import { describe, expect, it } from 'vitest';
import { insertVideo } from '../src/features/watch/repo';
import { seedWatchNow } from '../src/features/watch/seed';
import { call, getTestEnv } from './helpers';
import { watchRoles } from './watch-helpers';

const { app, ctx } = await getTestEnv();
const r = await watchRoles(ctx);
const demos = await seedWatchNow(ctx);

type Role = 'visitor' | 'unverified' | 'member' | 'owner' | 'pro' | 'editor' | 'admin';
const roles: Role[] = ['visitor', 'unverified', 'member', 'owner', 'pro', 'editor', 'admin'];
// `owner` is the member who submitted the private video below; `member` is anyone else.
const tokens: Record<Role, string | undefined> = {
  visitor: undefined,
  unverified: r.unverified.token,
  member: r.member.token,
  owner: r.other.token,
  pro: r.pro.token,
  editor: r.editor.token,
  admin: r.admin.token,
};

/** A fresh private failed video of the owner (each mutating row gets its own). */
const ownVideo = () =>
  insertVideo(ctx.db, {
    title: 'Owned',
    videoUrl: 'https://vimeo.com/2',
    sourceKey: 'vimeo:2',
    videoType: 'Vimeo',
    embedId: '2',
    language: 'English',
    spokenLanguage: 'English',
    ownerId: r.other.user.id,
    status: 'fail',
    failReason: 'test',
  });

const all = (s: number) => Object.fromEntries(roles.map((k) => [k, s])) as Record<Role, number>;
const ownerOrAdmin = (ok: number) => ({ visitor: 401, unverified: 404, member: 404, owner: ok, pro: 404, editor: 404, admin: ok });
const adminOnly = (ok: number) => ({ visitor: 401, unverified: 403, member: 403, owner: 403, pro: 403, editor: 403, admin: ok });

type Row = { action: string; method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: () => Promise<string> | string; body?: unknown; expect: Record<Role, number> };

/** Each action and the status each role gets: the policy table of Watch (policy.ts). */
const table: Row[] = [
  { action: 'watch a demo video', method: 'GET', url: () => `/api/v1/video/${demos['demo-es']}`, expect: all(200) },
  { action: 'the default video', method: 'GET', url: () => '/api/v1/video/default?learning_language=Spanish', expect: all(200) },
  { action: 'the public catalogue', method: 'GET', url: () => '/api/v1/video/list', expect: all(200) },
  { action: 'demo captions', method: 'GET', url: () => `/api/v1/video/${demos['demo-en']}/captions?format=vtt`, expect: all(200) },
  { action: 'my videos', method: 'GET', url: () => '/api/v1/video', expect: { ...all(200), visitor: 401 } },
  {
    action: 'submit a video',
    method: 'POST',
    url: () => '/api/v1/video',
    body: { video_url: 'https://vimeo.com/424242', language: 'English' },
    expect: { ...all(201), visitor: 401, unverified: 403 },
  },
  { action: 'read a private video', method: 'GET', url: async () => `/api/v1/video/${await ownVideo()}`, expect: { ...ownerOrAdmin(200), visitor: 404 } },
  {
    action: 'rename a private video',
    method: 'PATCH',
    url: async () => `/api/v1/video/${await ownVideo()}`,
    body: { title: 'New' },
    expect: ownerOrAdmin(200),
  },
  { action: 'retry a failed video', method: 'POST', url: async () => `/api/v1/video/${await ownVideo()}/retry`, expect: ownerOrAdmin(200) },
  { action: 'delete a private video', method: 'DELETE', url: async () => `/api/v1/video/${await ownVideo()}`, expect: ownerOrAdmin(204) },
  {
    action: 'publish a video',
    method: 'PATCH',
    url: async () => `/api/v1/video/${demos['demo-en']}`,
    body: { is_public: true },
    expect: { ...adminOnly(200), unverified: 403 },
  },
  { action: 'list every video (CMS)', method: 'GET', url: () => '/api/v1/video/admin/list?status=success', expect: adminOnly(200) },
  { action: 'set levels', method: 'PATCH', url: () => '/api/v1/video', body: { video_ids: [demos['demo-en']], level: 'Beginner' }, expect: adminOnly(200) },
  {
    action: 'set a category',
    method: 'PATCH',
    url: () => `/api/v1/video/video_category/${demos['demo-en']}`,
    body: { category_id: null },
    expect: adminOnly(200),
  },
  {
    action: 'correct a line',
    method: 'PATCH',
    url: async () => {
      const v = await call(app, { method: 'GET', url: `/api/v1/video/${demos['demo-es']}` });
      return `/api/v1/video/${demos['demo-es']}/transcript/${v.body.transcript[0].id}`;
    },
    body: { en_text: 'Hello, my name is Lucía and today I am going to the market.' },
    expect: { ...adminOnly(200), editor: 200 },
  },
];

describe('Watch policy: each role against each action', () => {
  for (const row of table)
    for (const role of roles)
      it(`${row.action} — ${role} → ${row.expect[role]}`, async () => {
        const res = await call(app, { method: row.method, url: await row.url(), token: tokens[role], payload: row.body as object });
        expect(res.status, JSON.stringify(res.body)).toBe(row.expect[role]);
      });
});
