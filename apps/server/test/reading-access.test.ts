import { FREE_USE_LIMIT } from '@lingbridge/contracts/constants';
import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';
import { chineseArticle, createArticle, readingRoles, spanishArticle } from './reading-helpers';

const { app, ctx } = await getTestEnv();
const roles = await readingRoles(ctx);
const admin = roles.admin.token;

const freeId = await createArticle(app, admin, chineseArticle({ is_free: true, title: '免费文章' }));
const lockedIds: number[] = [];
for (let i = 0; i < FREE_USE_LIMIT + 2; i++) lockedIds.push(await createArticle(app, admin, spanishArticle({ title: `Cerrado ${i}` })));
const draftId = await createArticle(app, admin, chineseArticle({ status: 'draft', title: '草稿' }));

const read = (id: number, token?: string) => call(app, { method: 'GET', url: `/api/v1/article/${id}`, token });
const unlock = (id: number, token?: string) => call(app, { method: 'POST', url: `/api/v1/article/${id}/unlock`, token });

describe('reading access: who reads what, enforced by the server', () => {
  it('a visitor reads a free article in full', async () => {
    const res = await read(freeId);
    expect(res.status).toBe(200);
    expect(res.body.access).toEqual({ state: 'open', reason: 'free', free_uses_left: null });
    expect(res.body.paragraphs.length).toBe(2);
    expect(res.body.paragraphs[0].sentences[0].tokens.some((t: { text: string }) => t.text === '图书馆')).toBe(true);
  });

  it('a visitor meets the lock on a subscriber-only article: a teaser, no text, no answers', async () => {
    const res = await read(lockedIds[0]);
    expect(res.status).toBe(200);
    expect(res.body.access).toMatchObject({ state: 'locked', reason: 'login' });
    expect(res.body.paragraphs).toEqual([]);
    expect(res.body.audio_url).toBeNull();
    expect(res.body.title).toBe('Cerrado 0');
    for (const path of ['cloze', 'quiz', 'download?format=docx'])
      expect((await call(app, { method: 'GET', url: `/api/v1/article/${lockedIds[0]}/${path}` })).status).toBe(401);
  });

  it('reading a locked article never spends a free use: it asks first (issue 12 item 14)', async () => {
    const u = await createUser(ctx);
    for (let i = 0; i < 2; i++) {
      const res = await read(lockedIds[0], u.token);
      expect(res.body.access).toEqual({ state: 'locked', reason: 'unlock', free_uses_left: FREE_USE_LIMIT });
      expect(res.body.paragraphs).toEqual([]);
    }
    // The cloze, quiz and downloads do not spend either: they say a use would open the article.
    for (const path of ['cloze', 'quiz', 'download?format=docx']) {
      const r = await call(app, { method: 'GET', url: `/api/v1/article/${lockedIds[0]}/${path}`, token: u.token });
      expect(r.status).toBe(403);
      expect(r.body.detail).toBe('ARTICLE_UNLOCK_REQUIRED');
    }
    const ent = await call(app, { method: 'GET', url: '/api/v1/billing/entitlements', token: u.token });
    expect(ent.body.free_uses.remaining).toBe(FREE_USE_LIMIT);
  });

  it(`a signed-in free user unlocks ${FREE_USE_LIMIT} subscriber-only articles by choice, then is asked to subscribe`, async () => {
    const u = await createUser(ctx);
    for (let i = 0; i < FREE_USE_LIMIT; i++) {
      const res = await unlock(lockedIds[i], u.token);
      expect(res.status).toBe(200);
      expect(res.body.access).toEqual({ state: 'open', reason: 'free_use', free_uses_left: FREE_USE_LIMIT - 1 - i });
      expect(res.body.paragraphs.length).toBe(1);
      expect((await read(lockedIds[i], u.token)).body.access.state).toBe('open');
    }
    const after = await read(lockedIds[FREE_USE_LIMIT], u.token);
    expect(after.body.access).toEqual({ state: 'locked', reason: 'subscribe', free_uses_left: 0 });
    expect(after.body.paragraphs).toEqual([]);
    const refused = await unlock(lockedIds[FREE_USE_LIMIT], u.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('ARTICLE_SUBSCRIBE_REQUIRED');
    const cloze = await call(app, { method: 'GET', url: `/api/v1/article/${lockedIds[FREE_USE_LIMIT]}/cloze`, token: u.token });
    expect(cloze.status).toBe(403);
    expect(cloze.body.detail).toBe('ARTICLE_SUBSCRIBE_REQUIRED');
    // Unlocking or reading an article already opened costs nothing and stays open.
    const again = await unlock(lockedIds[0], u.token);
    expect(again.body.access).toMatchObject({ state: 'open', reason: 'free_use', free_uses_left: 0 });
    expect((await call(app, { method: 'GET', url: `/api/v1/article/${lockedIds[0]}/cloze`, token: u.token })).status).not.toBe(403);
    // Free articles never count.
    expect((await unlock(freeId, u.token)).body.access).toMatchObject({ state: 'open', reason: 'free' });
  });

  it('a visitor cannot unlock (401), and an unknown article is 404', async () => {
    const r = await unlock(lockedIds[0]);
    expect(r.status).toBe(401);
    expect(r.body.detail).toBe('ARTICLE_LOGIN_REQUIRED');
    const u = await createUser(ctx);
    expect((await unlock(2_000_000_000, u.token)).status).toBe(404);
  });

  it('the list marks locked articles without spending a use', async () => {
    const u = await createUser(ctx);
    const list = await call(app, { method: 'GET', url: '/api/v1/article?learning_language=Spanish&size=100', token: u.token });
    expect(list.status).toBe(200);
    const mine = list.body.items.filter((a: { id: number }) => lockedIds.includes(a.id));
    expect(mine.length).toBe(lockedIds.length);
    expect(mine.every((a: { locked: boolean }) => a.locked)).toBe(true);
    expect((await read(lockedIds[0], u.token)).body.access.free_uses_left).toBe(FREE_USE_LIMIT);
  });

  it('two unlocks at once cannot spend more than the limit', async () => {
    const u = await createUser(ctx);
    const all = await Promise.all(lockedIds.map((id) => unlock(id, u.token)));
    expect(all.filter((r) => r.status === 200 && r.body.access.state === 'open').length).toBe(FREE_USE_LIMIT);
  });

  it('a subscriber (PRO) reads everything, without spending uses', async () => {
    for (const id of lockedIds) {
      const res = await read(id, roles.pro.token);
      expect(res.body.access).toEqual({ state: 'open', reason: 'pro', free_uses_left: null });
    }
  });

  it('editors (Admin, can_edit_article) read everything, drafts too; others get 404 for drafts', async () => {
    for (const t of [roles.admin.token, roles.editor.token]) {
      expect((await read(lockedIds[4], t)).body.access.reason).toBe('editor');
      expect((await read(draftId, t)).status).toBe(200);
    }
    for (const t of [undefined, roles.member.token, roles.pro.token, roles.mentor.token]) expect((await read(draftId, t)).status).toBe(404);
    const list = await call(app, { method: 'GET', url: '/api/v1/article?status=all&size=100', token: roles.member.token });
    expect(list.body.items.some((a: { id: number }) => a.id === draftId)).toBe(false);
  });

  it('the recording is served only through a signed link given with an open article', async () => {
    const res = await call(app, { method: 'GET', url: `/api/v1/article/${freeId}/audio?exp=9999999999&sig=forged` });
    expect(res.status).toBe(404);
  });
});
