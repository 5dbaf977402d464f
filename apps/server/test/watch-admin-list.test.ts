import { describe, expect, it } from 'vitest';
import { insertVideo } from '../src/features/watch/repo';
import { seedWatchNow } from '../src/features/watch/seed';
import { call, getTestEnv } from './helpers';
import { watchRoles } from './watch-helpers';

const { app, ctx } = await getTestEnv();
const r = await watchRoles(ctx);
const demos = await seedWatchNow(ctx);
const tag = `Curate${Date.now().toString(36)}`;

type Item = { id: number; title: string; transcribe_status: string; language: string; is_public: boolean; owner_id: number | null };

/** A learner's video written straight to the database (private unless said otherwise). */
const learnerVideo = (title: string, o: { status?: 'success' | 'fail'; language?: 'Spanish' | 'English'; isPublic?: boolean } = {}) =>
  insertVideo(ctx.db, {
    title,
    videoUrl: 'https://vimeo.com/7',
    sourceKey: 'vimeo:7',
    videoType: 'Vimeo',
    embedId: '7',
    language: o.language ?? 'Spanish',
    spokenLanguage: 'Spanish',
    ownerId: r.member.user.id,
    status: o.status ?? 'success',
    isPublic: o.isPublic ?? false,
    transcriptJson: '[]',
  });

const list = async (query: string) => {
  const res = await call(app, { method: 'GET', url: `/api/v1/video/admin/list?${query}`, token: r.admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Item[]; page: number; pages: number; total: number };
};

describe('GET /video/admin/list: every video for the CMS', () => {
  it("shows an admin a learner's private finished video, and lets the admin publish it with a category and level", async () => {
    const id = await learnerVideo(`${tag} private success`);
    const found = await list(`q=${encodeURIComponent(tag)}&status=success&is_public=false`);
    expect(found.items.map((v) => v.id)).toEqual([id]);
    expect(found.items[0]).toMatchObject({ owner_id: r.member.user.id, is_public: false });

    const cat = (await call(app, { method: 'GET', url: '/api/v1/category' })).body[0];
    const curated = await call(app, {
      method: 'PATCH',
      url: `/api/v1/video/${id}`,
      token: r.admin.token,
      payload: { is_public: true, level: 'Beginner', category_id: cat.id },
    });
    expect(curated.body).toMatchObject({ is_public: true, level: 'Beginner', category: { id: cat.id } });
    const catalogue = await call(app, { method: 'GET', url: `/api/v1/video/list?q=${encodeURIComponent(tag)}&size=50` });
    expect(catalogue.body.items.map((v: Item) => v.id)).toContain(id);
    expect((await list(`q=${encodeURIComponent(tag)}&is_public=false`)).items.map((v) => v.id)).not.toContain(id);
  });

  it('filters by state, title, language and publication, newest first, and pages', async () => {
    const failed = await learnerVideo(`${tag} filter failed`, { status: 'fail' });
    const english = await learnerVideo(`${tag} filter english`, { language: 'English' });
    const published = await learnerVideo(`${tag} filter public`, { isPublic: true });
    const q = `q=${encodeURIComponent(`${tag} filter`)}`;

    expect((await list(q)).items.map((v) => v.id)).toEqual([published, english, failed]);
    expect((await list(`${q}&status=fail`)).items.map((v) => v.id)).toEqual([failed]);
    expect((await list(`${q}&language=English`)).items.map((v) => v.id)).toEqual([english]);
    expect((await list(`${q}&is_public=true`)).items.map((v) => v.id)).toEqual([published]);
    // The title search is literal: % and _ match themselves only.
    expect((await list(`q=${encodeURIComponent('%_%')}`)).total).toBe(0);

    const first = await list(`${q}&size=2&page=1`);
    const second = await list(`${q}&size=2&page=2`);
    expect(first).toMatchObject({ page: 1, pages: 2, total: 3 });
    expect([...first.items, ...second.items].map((v) => v.id)).toEqual([published, english, failed]);
  });

  it('includes the demo videos and answers 422 for an unknown filter value', async () => {
    const all = await list('size=100&is_public=true');
    expect(all.items.map((v) => v.id)).toEqual(expect.arrayContaining(Object.values(demos)));
    expect((await call(app, { method: 'GET', url: '/api/v1/video/admin/list?status=done', token: r.admin.token })).status).toBe(422);
    expect((await call(app, { method: 'GET', url: '/api/v1/video/admin/list?is_public=maybe', token: r.admin.token })).status).toBe(422);
  });
});
