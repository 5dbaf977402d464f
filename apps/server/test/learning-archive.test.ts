import { describe, expect, it } from 'vitest';
import { vocabulary } from '../src/db/schema';
import { insertVideo } from '../src/features/watch/repo';
import { call, createUser, getTestEnv } from './helpers';
import { createArticle, spanishArticle, uniqueTag } from './reading-helpers';

// /user/archived (decision 0105): articles, videos and words I archived, restorable.

const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });

const video = (over: { isPublic?: boolean; ownerId?: number | null } = {}) =>
  insertVideo(ctx.db, {
    title: `Vídeo ${uniqueTag()}`,
    videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
    sourceKey: `youtube:${uniqueTag()}`,
    videoType: 'Youtube',
    embedId: 'abcdefghijk',
    language: 'Spanish',
    spokenLanguage: 'Spanish',
    status: 'success',
    isPublic: over.isPublic ?? true,
    ownerId: over.ownerId ?? null,
    transcriptJson: '[]',
  });

const word = async (userId: number, key: string) => {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(vocabulary)
    .values({
      userId,
      language: 'Spanish',
      targetLanguage: 'English',
      key,
      text: key,
      meaning: `meaning of ${key}`,
      isSaved: true,
      savedAt: now,
      card: { state: 'review', stability: 3 },
      dueAt: new Date(now.getTime() - 60_000),
    })
    .returning({ id: vocabulary.id });
  return row!.id;
};

const url = (kind: string, id: number | string) => `/api/v1/learning/archive/${kind}/${id}`;

describe('learning archive: who may call what', () => {
  it('a visitor gets 401 on every archive call; members, mentors and admins reach only their own', async () => {
    for (const [method, u] of [
      ['GET', '/api/v1/learning/archive'],
      ['GET', url('article', 1)],
      ['PUT', url('article', 1)],
      ['DELETE', url('article', 1)],
    ] as const)
      expect((await call(app, { method, url: u })).status).toBe(401);
    for (const role of ['Member', 'Mentor', 'Admin'] as const) {
      const u = await createUser(ctx, { role });
      const other = await createUser(ctx);
      const theirs = await word(other.user.id, `w${uniqueTag()}`);
      expect((await call(app, { method: 'GET', url: '/api/v1/learning/archive', token: u.token })).status).toBe(200);
      // Someone else's word does not exist for me, whatever my role.
      expect((await call(app, { method: 'PUT', url: url('word', theirs), token: u.token })).status).toBe(404);
      expect((await call(app, { method: 'DELETE', url: url('word', theirs), token: u.token })).status).toBe(404);
      expect((await call(app, { method: 'GET', url: url('word', theirs), token: u.token })).status).toBe(404);
    }
  });

  it('refuses a kind it does not know and a bad id with 422', async () => {
    const u = await createUser(ctx);
    expect((await call(app, { method: 'PUT', url: url('cartoon', 1), token: u.token })).status).toBe(422);
    expect((await call(app, { method: 'PUT', url: url('article', 'x'), token: u.token })).status).toBe(422);
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/archive?kind=blog', token: u.token })).status).toBe(422);
  });
});

describe('learning archive: archive and restore', () => {
  it('an archived word leaves the notebook and the flip cards, stays in the lookup history, and comes back when restored', async () => {
    const u = await createUser(ctx);
    const key = `w${uniqueTag()}`;
    const id = await word(u.user.id, key);
    const notebook = async () => (await call(app, { method: 'GET', url: '/api/v1/vocabulary?is_saved=true', token: u.token })).body.total;
    const due = async () => (await call(app, { method: 'GET', url: '/api/v1/vocabulary/review/due', token: u.token })).body.total_due;
    const history = async () => (await call(app, { method: 'GET', url: '/api/v1/vocabulary', token: u.token })).body.total;
    const reportDue = async () => (await call(app, { method: 'GET', url: '/api/v1/learning/report?tz=0', token: u.token })).body.words.due;
    expect([await notebook(), await due(), await history(), await reportDue()]).toEqual([1, 1, 1, 1]);

    expect((await call(app, { method: 'PUT', url: url('word', id), token: u.token })).status).toBe(201);
    expect((await call(app, { method: 'PUT', url: url('word', id), token: u.token })).status).toBe(200);
    expect([await notebook(), await due(), await history(), await reportDue()]).toEqual([0, 0, 1, 0]);
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/saved', token: u.token })).body.words).toBe(0);
    const list = await call(app, { method: 'GET', url: '/api/v1/learning/archive?kind=word', token: u.token });
    expect(list.body).toMatchObject({ total: 1, items: [{ kind: 'word', id, title: key, detail: `meaning of ${key}`, language: 'Spanish' }] });
    expect((await call(app, { method: 'GET', url: url('word', id), token: u.token })).body).toEqual({ kind: 'word', id, archived: true });

    expect((await call(app, { method: 'DELETE', url: url('word', id), token: u.token })).status).toBe(204);
    expect([await notebook(), await due(), await history()]).toEqual([1, 1, 1]);
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/archive', token: u.token })).body.total).toBe(0);
  });

  it('an archived video leaves my saved videos; an archived article leaves "continue reading"; both are listed newest first and restorable', async () => {
    const u = await createUser(ctx);
    const tag = uniqueTag();
    const a = await createArticle(app, admin.token, spanishArticle({ title: `Archivo ${tag}`, is_free: true, level: 'Beginner' }));
    const v = await video();
    const day = new Date(ctx.now()).toISOString().slice(0, 10);
    await call(app, {
      method: 'POST',
      url: '/api/v1/learning/activity',
      token: u.token,
      payload: { entries: [{ day, period: 'Morning', page: 'article', ref: String(a), feature: 'read', visits: 1, seconds: 120, clicks: 0 }] },
    });
    const nextArticle = async () =>
      (await call(app, { method: 'GET', url: '/api/v1/learning/report?tz=0', token: u.token })).body.next.find((n: { kind: string }) => n.kind === 'article');
    expect(await nextArticle()).toMatchObject({ article_id: a });
    expect((await call(app, { method: 'PUT', url: `/api/v1/learning/saved/videos/${v}`, token: u.token })).status).toBe(201);

    expect((await call(app, { method: 'PUT', url: url('article', a), token: u.token })).status).toBe(201);
    expect((await call(app, { method: 'PUT', url: url('video', v), token: u.token })).status).toBe(201);
    expect(await nextArticle()).toBeUndefined();
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/saved/videos', token: u.token })).body.total).toBe(0);
    const list = await call(app, { method: 'GET', url: '/api/v1/learning/archive', token: u.token });
    expect(list.body.items.map((i: { kind: string; id: number }) => [i.kind, i.id])).toEqual([
      ['video', v],
      ['article', a],
    ]);
    expect(list.body.items[1]).toMatchObject({ title: `Archivo ${tag}`, detail: 'Beginner' });
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/archive?kind=article', token: u.token })).body.total).toBe(1);

    expect((await call(app, { method: 'DELETE', url: url('article', a), token: u.token })).status).toBe(204);
    expect((await call(app, { method: 'DELETE', url: url('video', v), token: u.token })).status).toBe(204);
    expect(await nextArticle()).toMatchObject({ article_id: a });
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/saved/videos', token: u.token })).body.total).toBe(1);
    expect((await call(app, { method: 'GET', url: url('video', v), token: u.token })).body.archived).toBe(false);
  });

  it('a draft article, a missing one and a private video of someone else are 404', async () => {
    const u = await createUser(ctx);
    const other = await createUser(ctx);
    const draft = await createArticle(app, admin.token, spanishArticle({ title: `Borrador ${uniqueTag()}`, status: 'draft' }));
    const theirs = await video({ isPublic: false, ownerId: other.user.id });
    expect((await call(app, { method: 'PUT', url: url('article', draft), token: u.token })).status).toBe(404);
    expect((await call(app, { method: 'PUT', url: url('article', 999_999), token: u.token })).status).toBe(404);
    expect((await call(app, { method: 'PUT', url: url('video', theirs), token: u.token })).status).toBe(404);
    expect((await call(app, { method: 'PUT', url: url('video', theirs), token: other.token })).status).toBe(201);
  });
});
