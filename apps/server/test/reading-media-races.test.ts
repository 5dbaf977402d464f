import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles, files } from '../src/db/schema';
import { form, png, post, wav } from './files-helpers';
import { call, createUser, getTestEnv } from './helpers';
import { chineseArticle } from './reading-helpers';

/**
 * Two uploads of an article's recording (or cover) at once: both read the article, both store a
 * file, one row wins. The loser's file must not stay behind, stored but referenced by nothing. The
 * race is made certain by holding each upload's stored bytes until both have read the article.
 */
const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });

afterEach(() => vi.restoreAllMocks());

/** Stored ids of the files put while `run` runs; each put waits until `n` of them have started. */
async function storedDuring(n: number, run: () => Promise<unknown>) {
  const ids: string[] = [];
  let release!: () => void;
  const together = new Promise<void>((r) => (release = r));
  let started = 0;
  const wrap =
    <A extends unknown[]>(orig: (...a: A) => Promise<string>) =>
    async (...a: A) => {
      if (++started === n) release();
      await together;
      const id = await orig(...a);
      ids.push(id);
      return id;
    };
  const putFile = wrap(ctx.storage.putFile.bind(ctx.storage));
  const put = wrap(ctx.storage.put.bind(ctx.storage));
  vi.spyOn(ctx.storage, 'putFile').mockImplementation(putFile);
  vi.spyOn(ctx.storage, 'put').mockImplementation(put);
  await run();
  return ids;
}

async function newArticle() {
  const res = await call(app, { method: 'POST', url: '/api/v1/article', token: admin.token, payload: chineseArticle({ is_free: true }) });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

/** Each stored id is either the one the article names, or gone: bytes and row. */
async function expectNoOrphans(ids: string[], kept: string | null) {
  expect(kept).not.toBeNull();
  expect(ids).toContain(kept);
  for (const id of ids) {
    if (id === kept) {
      expect(await ctx.storage.size(id), id).not.toBeNull();
      continue;
    }
    expect(await ctx.storage.size(id), `bytes of ${id}`).toBeNull();
    expect(await ctx.db.select().from(files).where(eq(files.id, id)), `row of ${id}`).toEqual([]);
  }
}

describe('two uploads to one article at once leave no stored file that nothing names', () => {
  it('the recording: the article keeps one, the other upload’s file is removed', async () => {
    const id = await newArticle();
    const first = await post(app, `/api/v1/article/${id}/audio`, admin.token, form([{ name: 'file', filename: 'a.wav', bytes: wav(0.2) }]));
    expect(first.status).toBe(200);
    const ids = await storedDuring(2, () =>
      Promise.all(
        [0.3, 0.4].map(async (s) => {
          const res = await post(app, `/api/v1/article/${id}/audio`, admin.token, form([{ name: 'file', filename: 'a.wav', bytes: wav(s) }]));
          expect(res.status).toBe(200);
        }),
      ),
    );
    expect(ids).toHaveLength(2);
    const [row] = await ctx.db.select().from(articles).where(eq(articles.id, id));
    await expectNoOrphans(ids, row!.audioFileId);
  });

  it('the cover: the same', async () => {
    const id = await newArticle();
    const image = async () => ({ name: 'file', filename: 'c.png', type: 'image/png', bytes: await png() });
    const parts = [await image(), await image()];
    const ids = await storedDuring(2, () =>
      Promise.all(
        parts.map(async (p) => {
          const res = await post(app, `/api/v1/article/${id}/cover`, admin.token, form([p]));
          expect(res.status).toBe(200);
        }),
      ),
    );
    expect(ids).toHaveLength(2);
    const [row] = await ctx.db.select().from(articles).where(eq(articles.id, id));
    await expectNoOrphans(ids, row!.coverFileId);
  });
});
