import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles } from '../src/db/schema';
import { form, png, post, wav } from './files-helpers';
import { createUser, getTestEnv } from './helpers';
import { expectNoOrphans, newArticle, storedDuring } from './races-helpers';

/**
 * Two uploads of an article's recording (or cover) at once: both read the article, both store a
 * file, one row wins. The loser's file must not stay behind, stored but referenced by nothing. The
 * race is made certain by holding each upload's stored bytes until both have read the article.
 */
const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });

afterEach(() => vi.restoreAllMocks());

describe('two uploads to one article at once leave no stored file that nothing names', () => {
  it('the recording: the article keeps one, the other upload’s file is removed', async () => {
    const id = await newArticle(app, admin.token);
    const first = await post(app, `/api/v1/article/${id}/audio`, admin.token, form([{ name: 'file', filename: 'a.wav', bytes: wav(0.2) }]));
    expect(first.status).toBe(200);
    const ids = await storedDuring(ctx, 2, () =>
      Promise.all(
        [0.3, 0.4].map(async (s) => {
          const res = await post(app, `/api/v1/article/${id}/audio`, admin.token, form([{ name: 'file', filename: 'a.wav', bytes: wav(s) }]));
          expect(res.status).toBe(200);
        }),
      ),
    );
    expect(ids).toHaveLength(2);
    const [row] = await ctx.db.select().from(articles).where(eq(articles.id, id));
    await expectNoOrphans(ctx, ids, row!.audioFileId);
  });

  it('the cover: the same', async () => {
    const id = await newArticle(app, admin.token);
    const image = async () => ({ name: 'file', filename: 'c.png', type: 'image/png', bytes: await png() });
    const parts = [await image(), await image()];
    const ids = await storedDuring(ctx, 2, () =>
      Promise.all(
        parts.map(async (p) => {
          const res = await post(app, `/api/v1/article/${id}/cover`, admin.token, form([p]));
          expect(res.status).toBe(200);
        }),
      ),
    );
    expect(ids).toHaveLength(2);
    const [row] = await ctx.db.select().from(articles).where(eq(articles.id, id));
    await expectNoOrphans(ctx, ids, row!.coverFileId);
  });
});
