import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { articles } from '../src/db/schema';
import { call, getTestEnv } from './helpers';
import { chineseArticle, createArticle, readingRoles, uniqueTag } from './reading-helpers';

// The article list is kept per process (docs/decisions/0062): every change to an article, a category
// or an issue must show in the next list, in this process and (through the pub/sub port) in others.
const { app, ctx } = await getTestEnv();
const roles = await readingRoles(ctx);
const admin = roles.admin.token;

const list = async (q: string, token?: string) => {
  const res = await call(app, { method: 'GET', url: `/api/v1/article?q=${q}`, token });
  expect(res.status).toBe(200);
  return res.body as {
    total: number;
    items: { id: number; title: string; locked: boolean; category: { name: string }; magazine: { title: string } | null; has_audio: boolean }[];
  };
};

describe('article list kept per process', () => {
  it('shows a created, edited, unpublished and deleted article at once', async () => {
    const tag = uniqueTag();
    expect((await list(tag)).total).toBe(0); // an empty answer is kept too
    const id = await createArticle(app, admin, chineseArticle({ title: `图书馆 ${tag}` }));
    expect((await list(tag)).items.map((a) => a.id)).toEqual([id]);

    await call(app, { method: 'PATCH', url: `/api/v1/article/${id}`, token: admin, payload: { title: `新的 ${tag}` } });
    expect((await list(tag)).items[0].title).toBe(`新的 ${tag}`);
    await call(app, { method: 'PATCH', url: `/api/v1/article/${id}`, token: admin, payload: { status: 'draft' } });
    expect((await list(tag)).total).toBe(0);
    await call(app, { method: 'PATCH', url: `/api/v1/article/${id}`, token: admin, payload: { status: 'published' } });
    expect((await list(tag)).total).toBe(1);
    expect((await call(app, { method: 'DELETE', url: `/api/v1/article/${id}`, token: admin })).status).toBe(204);
    expect((await list(tag)).total).toBe(0);
  });

  it('shows a renamed category and an edited issue at once', async () => {
    const tag = uniqueTag();
    const cat = await call(app, { method: 'POST', url: '/api/v1/category', token: admin, payload: { name: `Cat ${tag}` } });
    expect(cat.status).toBe(201);
    const mag = await call(app, {
      method: 'POST',
      url: '/api/v1/magazine',
      token: admin,
      payload: { number: 1000 + Math.floor(Math.random() * 99_000), title: `Issue ${tag}`, title_en: 'Issue', issue_date: '2026-01-01', status: 'published' },
    });
    expect(mag.status).toBe(201);
    await createArticle(app, admin, chineseArticle({ title: `图书馆 ${tag}`, category: cat.body.id, magazine_id: mag.body.id }));
    expect((await list(tag)).items[0].category.name).toBe(`Cat ${tag}`);

    await call(app, { method: 'PATCH', url: `/api/v1/category/${cat.body.id}`, token: admin, payload: { name: `Renamed ${tag}` } });
    expect((await list(tag)).items[0].category.name).toBe(`Renamed ${tag}`);
    await call(app, { method: 'PATCH', url: `/api/v1/magazine/${mag.body.id}`, token: admin, payload: { title: `Issue two ${tag}` } });
    expect((await list(tag)).items[0].magazine?.title).toBe(`Issue two ${tag}`);
  });

  it('answers each asker for themselves: locked for a free member, open for a subscriber', async () => {
    const tag = uniqueTag();
    await createArticle(app, admin, chineseArticle({ title: `图书馆 ${tag}`, is_free: false }));
    expect((await list(tag, roles.member.token)).items[0].locked).toBe(true);
    expect((await list(tag, roles.pro.token)).items[0].locked).toBe(false);
    expect((await list(tag)).items[0].locked).toBe(true);
  });

  it('forgets its lists when another process says an article changed', async () => {
    const tag = uniqueTag();
    const id = await createArticle(app, admin, chineseArticle({ title: `图书馆 ${tag}` }));
    expect((await list(tag)).items[0].title).toBe(`图书馆 ${tag}`);
    // Another process changed the article: this one still answers from its list ...
    await ctx.db
      .update(articles)
      .set({ title: `别的 ${tag}` })
      .where(sql`${articles.id} = ${id}`);
    expect((await list(tag)).items[0].title).toBe(`图书馆 ${tag}`);
    // ... until the other process's message arrives on the pub/sub port.
    await ctx.pubsub.publish('reading.article-lists.changed', {});
    // (On Redis the message makes a round trip to the server: it arrives soon, not at once.)
    await vi.waitFor(async () => expect((await list(tag)).items[0].title).toBe(`别的 ${tag}`), { timeout: 5000, interval: 20 });
  });
});
