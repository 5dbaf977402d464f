import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audioRecordings } from '../src/db/schema';
import { call, getTestEnv } from './helpers';
import { REC, recordingWorld, upload, webmTone } from './recordings-helpers';

/** GET /audio_recording/user/{id} and /group/{id} are paged as every list (decision 0209). */
const env = await getTestEnv();
const { app, ctx } = env;
const w = await recordingWorld(app, ctx);

// One real upload, then 22 more rows on its file, all at the same moment: 23 recordings whose order
// only the id tie-breaker decides.
const first = await upload(app, w.owner.token, webmTone(1), { article_id: String(w.articleId) });
if (first.status !== 200) throw new Error(`upload: ${first.status} ${JSON.stringify(first.body)}`);
const [row] = await ctx.db.select().from(audioRecordings).where(eq(audioRecordings.id, first.body.id));
const at = new Date('2026-11-01T10:00:00Z');
await ctx.db.update(audioRecordings).set({ createdAt: at }).where(eq(audioRecordings.id, row!.id));
const { id: _id, ...copy } = row!;
await ctx.db.insert(audioRecordings).values(Array.from({ length: 22 }, (_, i) => ({ ...copy, title: `Take ${i + 2}`, createdAt: at })));
const all = (await ctx.db.select({ id: audioRecordings.id }).from(audioRecordings).where(eq(audioRecordings.userId, w.owner.user.id)))
  .map((r) => r.id)
  .sort((a, b) => b - a);

const ids = (body: { items: { id: number }[] }) => body.items.map((r) => r.id);
const userList = (q = '', token = w.owner.token) => call(app, { method: 'GET', url: `${REC}/audio_recording/user/${w.owner.user.id}${q}`, token });
const groupList = (q = '', token = w.teacher.token) => call(app, { method: 'GET', url: `${REC}/audio_recording/group/${w.group.id}${q}`, token });

describe('GET /audio_recording/user/{id}: paged', () => {
  it('without page or size: the newest 20 of 23, with the page, the pages and the total', async () => {
    const res = await userList();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pages: 2, total: 23 });
    expect(ids(res.body)).toEqual(all.slice(0, 20));
  });

  it('page 2 holds the rest; pages neither overlap nor skip one (same moment: the id decides)', async () => {
    const p2 = await userList('?page=2');
    expect(p2.body).toMatchObject({ page: 2, pages: 2, total: 23 });
    expect(ids(p2.body)).toEqual(all.slice(20));
    const bySize: number[] = [];
    for (const page of [1, 2, 3]) bySize.push(...ids((await userList(`?page=${page}&size=10`)).body));
    expect(bySize).toEqual(all);
  });

  it('a page past the end is empty, with the right total', async () => {
    const res = await userList('?page=9&size=10');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], page: 9, pages: 3, total: 23 });
  });

  it('a teacher of the learner and an admin page it alike; others are still refused whatever the page', async () => {
    expect((await userList('?page=2&size=5', w.teacher.token)).body).toMatchObject({ page: 2, pages: 5, total: 23 });
    expect(ids((await userList('?page=2&size=5', w.admin.token)).body)).toEqual(all.slice(5, 10));
    expect((await userList('?page=2', w.otherTeacher.token)).status).toBe(404);
    expect((await userList('?page=2', w.other.token)).status).toBe(404);
    expect((await call(app, { method: 'GET', url: `${REC}/audio_recording/user/${w.owner.user.id}?page=2` })).status).toBe(401);
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?page=100001', '?size=0', '?size=-1', '?size=51', '?size=1.5', '?size=abc', '?size=99999999999'])(
    'refuses %s with 422 naming the query field',
    async (q) => {
      const res = await userList(q);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].path).toMatch(/^querystring\.(page|size)$/);
    },
  );
});

describe('GET /audio_recording/group/{id}: paged', () => {
  it('the group’s recordings page by page for its teacher', async () => {
    const p1 = await groupList('?size=20');
    expect(p1.body).toMatchObject({ page: 1, pages: 2, total: 23 });
    expect(ids(p1.body)).toEqual(all.slice(0, 20));
    expect(ids((await groupList('?page=2&size=20')).body)).toEqual(all.slice(20));
    expect((await groupList('?page=5&size=20')).body).toEqual({ items: [], page: 5, pages: 2, total: 23 });
  });

  it('refuses bad paging with 422; the learner and another school’s teacher are still refused', async () => {
    for (const q of ['?page=0', '?size=0', '?size=51', '?page=x']) expect((await groupList(q)).status, q).toBe(422);
    expect((await groupList('?page=2', w.owner.token)).status).toBe(404);
    expect((await groupList('?page=2', w.otherTeacher.token)).status).toBe(404);
  });
});
