import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { AppContext } from '../src/context';
import { call } from './helpers';
import { chineseArticle } from './reading-helpers';
import { files } from '../src/db/schema';

/**
 * Stored ids of the files put while `run` runs; each put waits until `n` of them have started, so
 * uploads run at once all read what they replace before any stores its file (the race made certain).
 * Restore the spies after (vi.restoreAllMocks).
 */
export async function storedDuring(ctx: AppContext, n: number, run: () => Promise<unknown>) {
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

/** Each stored id is either the one the row names (`kept`), or gone: bytes and row. */
export async function expectNoOrphans(ctx: AppContext, ids: string[], kept: string | null) {
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

type App = Parameters<typeof call>[0];

/** A new free article, made by `token` (an admin's); its id. */
export async function newArticle(app: App, token: string) {
  const res = await call(app, { method: 'POST', url: '/api/v1/article', token, payload: chineseArticle({ is_free: true }) });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

/** A new magazine issue with a number of its own, made by `token` (an admin's); its id. */
export async function newMagazine(app: App, token: string) {
  const number = 90_000 + Math.floor(Math.random() * 9_000);
  const res = await call(app, { method: 'POST', url: '/api/v1/magazine', token, payload: { number, title: `Issue ${number}`, issue_date: '2026-05-01' } });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
