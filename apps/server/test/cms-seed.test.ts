import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cmsEntries } from '../src/db/schema';
import { seedCms } from '../src/features/cms/seed';
import { call } from './helpers';
import { freshInstall } from './fresh-install';

// A fresh install: its own empty database (the seed leaves existing data alone).
const { app, ctx } = await freshInstall('cms-seed');

describe('the demo blog', () => {
  it('seeds three posts in three languages with covers, once', async () => {
    await seedCms(ctx);
    await seedCms(ctx);
    const blog = and(eq(cmsEntries.kind, 'blog'), eq(cmsEntries.status, 'published'));
    const [{ n }] = await ctx.db.select({ n: count() }).from(cmsEntries).where(blog);
    expect(n).toBe(3);
    type Card = { title: string; lang: string; author: string; cover_url: string | null };
    const zh = (await call(app, { method: 'GET', url: '/api/v1/blog?lang=zh&size=50' })).body.items as Card[];
    const post = zh.find((p) => p.title === '每天十分钟，胜过周日两小时');
    expect(post?.lang).toBe('zh');
    const cover = await call(app, { method: 'GET', url: post!.cover_url! });
    expect(cover.headers['content-type']).toBe('image/webp');
    expect((await call(app, { method: 'GET', url: '/api/v1/testimonials?lang=es' })).body.length).toBe(2);
  });

  it('leaves a blog alone that already has posts', async () => {
    const before = await ctx.db.select({ n: count() }).from(cmsEntries);
    await seedCms(ctx);
    expect(await ctx.db.select({ n: count() }).from(cmsEntries)).toEqual(before);
  });

  it('seeds the two demo cartoons once, one Chinese and one Spanish, with drawn panels and bubbles', async () => {
    await seedCms(ctx);
    const [{ n }] = await ctx.db.select({ n: count() }).from(cmsEntries).where(eq(cmsEntries.kind, 'cartoon'));
    expect(n).toBe(2);
    const zh = (await call(app, { method: 'GET', url: '/api/v1/cartoons?language=Simplified_Chinese&lang=zh' })).body.items;
    expect(zh).toHaveLength(1);
    expect(zh[0]).toMatchObject({ title: '新朋友', level: 'Beginner', panel_count: 3 });
    const es = (await call(app, { method: 'GET', url: '/api/v1/cartoons?language=Spanish&level=Beginner' })).body.items;
    const one = (await call(app, { method: 'GET', url: `/api/v1/cartoons/${es[0].id}?lang=en` })).body;
    expect(one.title).toBe('A day at the park');
    expect(one.panels[0].bubbles[0].text).toBe('¡Hola! ¿Cómo estás?');
    const panel = await call(app, { method: 'GET', url: one.panels[0].image_url });
    expect(panel.headers['content-type']).toBe('image/webp');
  });
});
