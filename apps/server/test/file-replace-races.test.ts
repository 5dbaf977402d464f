import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { magazines, materials, users } from '../src/db/schema';
import { form, png, post } from './files-helpers';
import { call, createUser, getTestEnv } from './helpers';
import { pdf, upload } from './materials-helpers';
import { expectNoOrphans, newMagazine, storedDuring } from './races-helpers';

/**
 * Two replacements of one row's file at once (an avatar, a magazine's cover, a material's file):
 * both store a file, one row wins. The loser's file must not stay behind, stored but named by
 * nothing (as reading-media-races.test.ts for an article's recording and cover).
 */
const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });

afterEach(() => vi.restoreAllMocks());

const image = async () => ({ name: 'file', filename: 'c.png', type: 'image/png', bytes: await png() });

describe('two replacements of a file at once leave no stored file that nothing names', () => {
  it('the avatar: the user keeps one, the other upload’s file is removed', async () => {
    const user = await createUser(ctx);
    expect((await post(app, '/api/v1/user/avatar', user.token, form([await image()]))).status).toBe(200);
    const parts = [await image(), await image()];
    const ids = await storedDuring(ctx, 2, () =>
      Promise.all(
        parts.map(async (p) => {
          const res = await post(app, '/api/v1/user/avatar', user.token, form([p]));
          expect(res.status).toBe(200);
        }),
      ),
    );
    expect(ids).toHaveLength(2);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.user.id));
    await expectNoOrphans(ctx, ids, row!.avatarFileId);
  });

  it('a magazine’s cover: the issue keeps one, the other upload’s file is removed', async () => {
    const magazine = await newMagazine(app, admin.token);
    const url = `/api/v1/magazine/${magazine}/cover`;
    expect((await post(app, url, admin.token, form([await image()]))).status).toBe(200);
    const parts = [await image(), await image()];
    const ids = await storedDuring(ctx, 2, () =>
      Promise.all(
        parts.map(async (p) => {
          const res = await post(app, url, admin.token, form([p]));
          expect(res.status).toBe(200);
        }),
      ),
    );
    expect(ids).toHaveLength(2);
    const [row] = await ctx.db.select().from(magazines).where(eq(magazines.id, magazine));
    await expectNoOrphans(ctx, ids, row!.coverFileId);
  });

  it('a material’s file: the material keeps one, the other upload’s file is removed', async () => {
    const teacher = await createUser(ctx, { role: 'Mentor' });
    const made = await upload(app, teacher.token, { bytes: pdf('First') });
    expect(made.status).toBe(201);
    const url = `/api/v1/materials/${made.body.id}/file`;
    const parts = ['Second', 'Third'].map((t) => form([{ name: 'file', filename: 'w.pdf', type: 'application/pdf', bytes: pdf(t) }]));
    const ids = await storedDuring(ctx, 2, () =>
      Promise.all(
        parts.map(async (p) => {
          const res = await call(app, { method: 'PUT', url, token: teacher.token, payload: p.payload, headers: p.headers });
          expect(res.status).toBe(200);
        }),
      ),
    );
    expect(ids).toHaveLength(2);
    const [row] = await ctx.db.select().from(materials).where(eq(materials.id, made.body.id));
    await expectNoOrphans(ctx, ids, row!.fileId);
  });
});
