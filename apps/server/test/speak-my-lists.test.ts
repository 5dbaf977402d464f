import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { debateArticles, debateQuestions, debateUsers, debates } from '../src/db/schema';
import { call, createUser, getTestEnv } from './helpers';
import { createArticle, spanishArticle } from './reading-helpers';

/** GET /debate/tickets, /debate/materials and /debate/questions are paged as every list (decision 0209). */
const env = await getTestEnv();
const { app, ctx } = env;
const admin = await createUser(ctx, { role: 'Admin' });
const owner = await createUser(ctx);
const learner = await createUser(ctx);
const stranger = await createUser(ctx);

// One event through the API, then 22 copies of its row at the same start: 23 events whose order only
// the id tie-breaker decides. The learner holds an audience ticket to each and asked a question about
// each (all at one moment); 21 of them have an article to prepare.
const made = await call(app, {
  method: 'POST',
  url: '/api/v1/debate',
  token: owner.token,
  payload: {
    title: 'Should homework be banned?',
    title_cn: '应该取消家庭作业吗？',
    debate_type: 'debate',
    start_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    duration: 45,
    language: 'Simplified_Chinese',
    level: 'Intermediate',
    description: 'A friendly debate for intermediate learners.',
    max_players: 4,
    max_judges: 1,
  },
});
if (made.status !== 201) throw new Error(`create: ${made.status} ${JSON.stringify(made.body)}`);
await call(app, { method: 'PATCH', url: `/api/v1/debate/${made.body.id}`, token: admin.token, payload: { verify_status: 'success' } });
const [template] = await ctx.db.select().from(debates).where(eq(debates.id, made.body.id));
const { id: _id, ...copy } = template!;
const copies = await ctx.db
  .insert(debates)
  .values(Array.from({ length: 22 }, (_, i) => ({ ...copy, title: `Event ${i + 2}`, chatRoomId: null })))
  .returning({ id: debates.id });
const eventIds = [made.body.id as number, ...copies.map((c) => c.id)];
const at = new Date('2026-11-01T10:00:00Z');
await ctx.db
  .insert(debateUsers)
  .values(eventIds.map((debateId) => ({ debateId, userId: learner.user.id, role: 'audience' as const, state: 'pending' as const, ticket: 'free' as const })));
const questions = await ctx.db
  .insert(debateQuestions)
  .values(eventIds.map((debateId) => ({ debateId, askerId: learner.user.id, question: `What do we read for ${debateId}?`, createdAt: at })))
  .returning({ id: debateQuestions.id });
const articleId = await createArticle(app, admin.token, spanishArticle({ title: `Paged material ${Date.now()}` }));
const withMaterials = eventIds.slice(2);
await ctx.db.insert(debateArticles).values(withMaterials.map((debateId) => ({ debateId, articleId })));

const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);
const list = (path: string, q = '', token = learner.token) => call(app, { method: 'GET', url: `/api/v1/debate/${path}${q}`, token });

/** Each list: what it lists, in its order. */
const cases = [
  { path: 'tickets', all: newestFirst(eventIds), idOf: (x: { debate: { id: number } }) => x.debate.id },
  { path: 'questions', all: newestFirst(questions.map((x) => x.id)), idOf: (x: { id: number }) => x.id },
  { path: 'materials', all: [...withMaterials].sort((a, b) => a - b), idOf: (x: { debate: { id: number } }) => x.debate.id },
] as const;

describe.each(cases)('GET /debate/$path: paged', ({ path, all, idOf }) => {
  const ids = (body: { items: unknown[] }) => body.items.map((x) => (idOf as (x: unknown) => number)(x));
  const pages = Math.ceil(all.length / 20);

  it('without page or size: the first 20, with the page, the pages and the total', async () => {
    const res = await list(path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pages, total: all.length });
    expect(ids(res.body)).toEqual(all.slice(0, 20));
  });

  it('page 2 holds the rest; pages of 10 neither overlap nor skip one (same moment: the id decides)', async () => {
    const p2 = await list(path, '?page=2');
    expect(p2.body).toMatchObject({ page: 2, pages, total: all.length });
    expect(ids(p2.body)).toEqual(all.slice(20));
    const bySize: number[] = [];
    for (const page of [1, 2, 3]) bySize.push(...ids((await list(path, `?page=${page}&size=10`)).body));
    expect(bySize).toEqual(all);
  });

  it('a page past the end is empty, with the right total', async () => {
    expect((await list(path, '?page=9&size=10')).body).toEqual({ items: [], page: 9, pages: 3, total: all.length });
  });

  it('is mine only: someone else gets an empty list, a visitor a 401', async () => {
    expect((await list(path, '?page=1', stranger.token)).body).toEqual({ items: [], page: 1, pages: 1, total: 0 });
    expect((await call(app, { method: 'GET', url: `/api/v1/debate/${path}?page=2` })).status).toBe(401);
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?page=100001', '?size=0', '?size=-1', '?size=51', '?size=1.5', '?size=abc', '?size=99999999999'])(
    'refuses %s with 422 naming the query field',
    async (q) => {
      const res = await list(path, q);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].path).toMatch(/^querystring\.(page|size)$/);
    },
  );
});

describe('GET /debate/materials: only events with materials count', () => {
  it('two of the learner’s 23 events have none: 21 in total, none of them listed', async () => {
    const all = [...(await list('materials', '?size=50')).body.items].map((x: { debate: { id: number } }) => x.debate.id);
    expect(all).toHaveLength(21);
    expect(all).not.toContain(eventIds[0]);
    expect(all).not.toContain(eventIds[1]);
  });

  it('the initiator sees the materials of the events they run, paged alike', async () => {
    expect((await list('materials', '?size=5&page=5', owner.token)).body).toMatchObject({ page: 5, pages: 5, total: 21 });
  });
});
