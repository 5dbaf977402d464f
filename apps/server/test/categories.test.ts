import { describe, expect, it } from 'vitest';
import { insertVideo } from '../src/features/watch/repo';
import { call, createUser, getTestEnv } from './helpers';
import { createArticle, spanishArticle, uniqueTag } from './reading-helpers';

const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });

const newCategory = async () =>
  (await call(app, { method: 'POST', url: '/api/v1/category', token: admin.token, payload: { name: `Shared ${uniqueTag()}` } })).body as {
    id: number;
    name: string;
  };

const videoIn = (categoryId: number) =>
  insertVideo(ctx.db, {
    title: `Filed ${uniqueTag()}`,
    videoUrl: 'https://vimeo.com/8',
    sourceKey: `vimeo:${uniqueTag()}`,
    videoType: 'Vimeo',
    embedId: '8',
    language: 'Spanish',
    spokenLanguage: 'Spanish',
    status: 'success',
    isPublic: true,
    categoryId,
    transcriptJson: '[]',
  });

describe('categories: one owner for Read and Watch (decision 0081)', () => {
  it('a category an editor creates files both articles and videos', async () => {
    const cat = await newCategory();
    await createArticle(app, admin.token, spanishArticle({ category: cat.name }));
    const video = await videoIn(cat.id);
    const filed = await call(app, { method: 'PATCH', url: `/api/v1/video/video_category/${video}`, token: admin.token, payload: { category_id: cat.id } });
    expect(filed.status).toBe(200);
    expect(filed.body.category).toEqual({ id: cat.id, name: cat.name });
    const listed = (await call(app, { method: 'GET', url: '/api/v1/category' })).body as { id: number; article_count: number }[];
    expect(listed.find((c) => c.id === cat.id)?.article_count).toBe(1);
  });

  it('refuses an unknown category for a video, as for an article, in the same words', async () => {
    const video = await videoIn((await newCategory()).id);
    const res = await call(app, { method: 'PATCH', url: `/api/v1/video/video_category/${video}`, token: admin.token, payload: { category_id: 2_000_000_000 } });
    expect(res).toMatchObject({ status: 422, body: { detail: 'Unknown category', errors: [{ path: 'body.category_id' }] } });
  });

  it('keeps a category that still has articles; one only videos point at goes, and the videos lose it', async () => {
    const withArticle = await newCategory();
    await createArticle(app, admin.token, spanishArticle({ category: withArticle.name }));
    expect((await call(app, { method: 'DELETE', url: `/api/v1/category/${withArticle.id}`, token: admin.token })).status).toBe(409);

    const onlyVideos = await newCategory();
    const video = await videoIn(onlyVideos.id);
    expect((await call(app, { method: 'DELETE', url: `/api/v1/category/${onlyVideos.id}`, token: admin.token })).status).toBe(204);
    const after = await call(app, { method: 'GET', url: `/api/v1/video/${video}` });
    expect(after.body.category).toBeNull();
  });

  it('reads one category at /category/{id} (spec 01 §7: read), with its article count, which a rename keeps', async () => {
    const cat = await newCategory();
    await createArticle(app, admin.token, spanishArticle({ category: cat.name, status: 'published' }));
    const one = await call(app, { method: 'GET', url: `/api/v1/category/${cat.id}` });
    expect(one).toMatchObject({ status: 200, body: { id: cat.id, name: cat.name, article_count: 1 } });
    const renamed = await call(app, { method: 'PATCH', url: `/api/v1/category/${cat.id}`, token: admin.token, payload: { name: `Renamed ${uniqueTag()}` } });
    expect(renamed).toMatchObject({ status: 200, body: { id: cat.id, article_count: 1 } });
    expect(await call(app, { method: 'GET', url: '/api/v1/category/999999' })).toMatchObject({ status: 404, body: { detail: 'Category not found' } });
    expect((await call(app, { method: 'GET', url: '/api/v1/category/abc' })).status).toBe(422);
  });

  it('a rename refuses a name with no letter or digit, as a new category does', async () => {
    const cat = await newCategory();
    const bad = await call(app, { method: 'PATCH', url: `/api/v1/category/${cat.id}`, token: admin.token, payload: { name: '!!!' } });
    expect(bad).toMatchObject({ status: 422, body: { detail: 'The name needs letters or digits', errors: [{ path: 'body.name' }] } });
  });

  it('two renames to one name at once: one is saved, the other answers 409, never 500', async () => {
    const [a, b] = [await newCategory(), await newCategory()];
    const name = `Renamed ${uniqueTag()}`;
    const res = await Promise.all([a, b].map((c) => call(app, { method: 'PATCH', url: `/api/v1/category/${c.id}`, token: admin.token, payload: { name } })));
    expect(res.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.status === 409)?.body.detail).toBe('A category with this name already exists');
  });
});
