import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles, files, magazines } from '../src/db/schema';
import { removeArticleAudio, setArticleAudio } from '../src/features/reading/media-service';
import { deleteMagazine } from '../src/features/reading/catalogue-service';
import { deleteArticle } from '../src/features/reading/service';
import { form, png, post, wav } from './files-helpers';
import { createUser, getTestEnv } from './helpers';
import { newArticle, newMagazine } from './races-helpers';

/**
 * A removal (of an article's recording, of the article) while an upload replaces the same file:
 * the removal read the row, the upload then linked its file and discarded the old one, and the
 * removal dropped the row's reference to the upload's file, discarding only the old one again.
 * The upload's file must not stay behind, stored but named by nothing.
 */
const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });

afterEach(() => vi.restoreAllMocks());

/**
 * Runs `upload` with its stored bytes held, then `removal`; a statement of the removal's matching
 * `write` outside a transaction (after it read the row) waits until the upload has finished.
 * Answers the ids the upload stored.
 */
async function uploadDuringRemoval(write: RegExp, upload: () => Promise<unknown>, removal: () => Promise<unknown>) {
  const ids: string[] = [];
  let release!: () => void;
  const open = new Promise<void>((r) => (release = r));
  let reached!: () => void;
  const parked = new Promise<void>((r) => (reached = r));
  const hold =
    <A extends unknown[]>(orig: (...a: A) => Promise<string>) =>
    async (...a: A) => {
      reached();
      await open;
      const id = await orig(...a);
      ids.push(id);
      return id;
    };
  const put = hold(ctx.storage.put.bind(ctx.storage));
  const putFile = hold(ctx.storage.putFile.bind(ctx.storage));
  vi.spyOn(ctx.storage, 'put').mockImplementation(put);
  vi.spyOn(ctx.storage, 'putFile').mockImplementation(putFile);
  const up = upload().then(
    () => undefined,
    () => undefined,
  );
  await parked;
  const client = (ctx.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  let held = false;
  vi.spyOn(client, 'query').mockImplementation(async (...a: unknown[]) => {
    if (!held && typeof a[0] === 'string' && write.test(a[0])) {
      held = true;
      release();
      await up;
    }
    return query(...a);
  });
  await removal();
  release();
  await up;
  return ids;
}

/** Each stored id is named by `named`, or gone: bytes and row. */
async function expectNamedOrGone(ids: string[], named: (string | null | undefined)[]) {
  expect(ids).toHaveLength(1);
  for (const id of ids) {
    if (named.includes(id)) continue;
    expect(await ctx.storage.size(id), `bytes of ${id}`).toBeNull();
    expect(await ctx.db.select().from(files).where(eq(files.id, id)), `row of ${id}`).toEqual([]);
  }
}

const audio = (s: number) => ({ bytes: wav(s), mime: 'audio/wav', ext: 'wav' });

describe('a removal while an upload replaces the same file leaves no stored file that nothing names', () => {
  it('removing an article’s recording', async () => {
    const id = await newArticle(app, admin.token);
    await setArticleAudio(ctx, id, admin.user.id, audio(0.2));
    const ids = await uploadDuringRemoval(
      /^update "articles"/i,
      () => setArticleAudio(ctx, id, admin.user.id, audio(0.3)),
      () => removeArticleAudio(ctx, id),
    );
    const [row] = await ctx.db.select().from(articles).where(eq(articles.id, id));
    await expectNamedOrGone(ids, [row!.audioFileId]);
  });

  it('deleting the article', async () => {
    const id = await newArticle(app, admin.token);
    await setArticleAudio(ctx, id, admin.user.id, audio(0.2));
    const ids = await uploadDuringRemoval(
      /^delete from "articles"/i,
      () => setArticleAudio(ctx, id, admin.user.id, audio(0.3)),
      () => deleteArticle(ctx, id),
    );
    expect(await ctx.db.select().from(articles).where(eq(articles.id, id))).toEqual([]);
    await expectNamedOrGone(ids, []);
  });

  it('deleting a magazine issue while its cover is replaced', async () => {
    const id = await newMagazine(app, admin.token);
    const cover = async () => form([{ name: 'file', filename: 'c.png', type: 'image/png', bytes: await png() }]);
    expect((await post(app, `/api/v1/magazine/${id}/cover`, admin.token, await cover())).status).toBe(200);
    const body = await cover();
    const ids = await uploadDuringRemoval(
      /^delete from "magazines"/i,
      () => post(app, `/api/v1/magazine/${id}/cover`, admin.token, body),
      () => deleteMagazine(ctx, id),
    );
    expect(await ctx.db.select().from(magazines).where(eq(magazines.id, id))).toEqual([]);
    await expectNamedOrGone(ids, []);
  });
});
