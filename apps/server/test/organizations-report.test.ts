import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';
import { chineseArticle, createArticle } from './reading-helpers';

const { app, ctx } = await getTestEnv();
const api = '/api/v1/organization';
const admin = await createUser(ctx, { role: 'Admin' });
const articleId = await createArticle(app, admin.token, chineseArticle());

async function classWithLearners(n: number) {
  const head = await createUser(ctx, { role: 'Mentor' });
  const org = (await call(app, { method: 'POST', url: `${api}/org`, token: head.token, payload: { name: 'Report School' } })).body;
  await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: admin.token, payload: { seat_count: 50 } });
  const group = (await call(app, { method: 'POST', url: `${api}/org/${org.id}/group`, token: head.token, payload: { name: 'Class 1', join_code: true } })).body;
  const learners = [];
  for (let i = 0; i < n; i++) {
    const u = await createUser(ctx);
    await call(app, { method: 'POST', url: `${api}/join`, token: u.token, payload: { code: group.join_code } });
    learners.push(u);
  }
  return { head, org, group, learners, base: `${api}/org/${org.id}/group/${group.id}` };
}

const lookUp = (token: string, text: string) =>
  call(app, {
    method: 'POST',
    url: '/api/v1/dictionary/lookup',
    token,
    payload: { text, lang_from: 'Simplified_Chinese', lang_to: 'English', context: { article_id: articleId } },
  });

/** What the reader's tracker sends after a learner read an article for `seconds`. */
const readFor = (token: string, seconds: number) =>
  call(app, {
    method: 'POST',
    url: '/api/v1/learning/activity',
    token,
    payload: {
      entries: [
        { day: new Date().toISOString().slice(0, 10), period: 'Morning', page: 'article', ref: String(articleId), feature: 'read', visits: 1, seconds },
      ],
    },
  });

async function takeQuiz(token: string, choices: number[]) {
  // A free learner opens the (PRO) article with a free use first (decision 0066).
  await call(app, { method: 'POST', url: `/api/v1/article/${articleId}/unlock`, token });
  const a = await call(app, { method: 'POST', url: `/api/v1/article/${articleId}/quiz/attempts`, token, payload: {} });
  for (const [question, choice] of choices.entries())
    await call(app, { method: 'POST', url: `/api/v1/article/${articleId}/quiz/attempts/${a.body.id}/answers`, token, payload: { question, choice } });
}

describe('assignments, the group report and what the class does not yet know', () => {
  it('a teacher assigns the article; learners who finish its quiz have done it; the report and the word list show their work', async () => {
    const { head, learners, base } = await classWithLearners(3);
    const [ana, ben, cai] = learners;
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const made = await call(app, {
      method: 'POST',
      url: `${base}/assignment`,
      token: head.token,
      payload: { kind: 'article', resource_id: articleId, due_at: due },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: '我的图书馆', done_count: 0, member_count: 3 });
    expect(
      (await call(app, { method: 'POST', url: `${base}/assignment`, token: ana.token, payload: { kind: 'article', resource_id: articleId, due_at: due } }))
        .status,
    ).toBe(403);
    const missing = await call(app, {
      method: 'POST',
      url: `${base}/assignment`,
      token: head.token,
      payload: { kind: 'article', resource_id: 999999, due_at: due },
    });
    expect(missing).toMatchObject({ status: 422, body: { errors: [{ path: 'body.resource_id' }] } });

    // Ana and Ben look up 图书馆; Ana also 安静 and saves it; Ana finishes the quiz (all right), Ben gets one right.
    await lookUp(ana.token, '图书馆');
    await lookUp(ben.token, '图书馆');
    const quiet = await lookUp(ana.token, '安静');
    expect((await call(app, { method: 'POST', url: `/api/v1/vocabulary/save/${quiet.body.id}`, token: ana.token })).status).toBe(200);
    await takeQuiz(ana.token, [1, 0, 1]);
    await takeQuiz(ben.token, [1, 1, 0]);
    // Cai only reads it for three minutes: reading long enough counts as done too.
    expect((await readFor(cai.token, 180)).status).toBe(200);
    await readFor(ana.token, 300);

    const mine = await call(app, { method: 'GET', url: `${api}/assignment`, token: ana.token });
    expect(mine.body).toEqual([expect.objectContaining({ title: '我的图书馆', done: true, done_count: null })]);
    expect((await call(app, { method: 'GET', url: `${api}/assignment`, token: cai.token })).body[0].done).toBe(true);
    const list = await call(app, { method: 'GET', url: `${base}/assignment`, token: head.token });
    expect(list.body[0]).toMatchObject({ done_count: 3, member_count: 3 });

    const report = await call(app, { method: 'GET', url: `${base}/reporting`, token: head.token });
    expect(report.status).toBe(200);
    const row = (u: { user: { id: number } }) => report.body.learners.find((l: { user_id: number }) => l.user_id === u.user.id).figures;
    expect(row(ana)).toMatchObject({
      articles_opened: 1,
      reading_minutes: 5,
      words_looked_up: 2,
      words_saved: 1,
      quizzes_finished: 1,
      quiz_score_pct: 100,
      assignments_done: 1,
      assignments_due: 1,
    });
    expect(row(ben)).toMatchObject({ words_looked_up: 1, quizzes_finished: 1, quiz_score_pct: 33 });
    expect(row(cai)).toMatchObject({ reading_minutes: 3, words_looked_up: 0, quizzes_finished: 0, assignments_done: 1 });
    expect(row(cai).quiz_score_pct).toBeUndefined();
    expect(report.body.totals).toMatchObject({ reading_minutes: 8, words_looked_up: 3, quizzes_finished: 2, quiz_score_pct: 67, assignments_done: 3 });
    expect([...new Set(report.body.metrics.map((m: { source: string }) => m.source))]).toEqual([
      'reading',
      'watch',
      'vocabulary',
      'quizzes',
      'recordings',
      'speak',
      'assignments',
    ]);

    // A period with a time-zone offset (a browser in UTC+8 sends its own midnight) is the same period.
    const from = new Date(Date.now() - 30 * 86_400_000);
    const offset = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().replace('Z', '+08:00');
    const zoned = await call(app, {
      method: 'GET',
      url: `${base}/reporting?from=${encodeURIComponent(offset(from))}&to=${encodeURIComponent(offset(new Date()))}`,
      token: head.token,
    });
    expect(zoned.status).toBe(200);
    expect(zoned.body.totals).toMatchObject({ reading_minutes: 8, words_looked_up: 3 });

    const csv = await call(app, { method: 'GET', url: `${base}/reporting?format=csv`, token: head.token });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.raw.body.split('\r\n')[0]).toMatch(/^learner,articles_opened,reading_minutes,/);
    expect(csv.raw.body).toContain('Class 1,');

    const words = await call(app, { method: 'GET', url: `${base}/unknown_words?article_id=${articleId}`, token: head.token });
    expect(words.body.member_count).toBe(3);
    expect(words.body.words[0]).toMatchObject({ text: '图书馆', pronunciation: expect.stringMatching(/tú/), learners: 2 });
    expect(words.body.words[1]).toMatchObject({ text: '安静', learners: 1 });
  });

  it('only those who run the group see its report: learners, strangers and visitors are refused', async () => {
    const { learners, base, org } = await classWithLearners(1);
    const stranger = await createUser(ctx, { role: 'Mentor' });
    expect((await call(app, { method: 'GET', url: `${base}/reporting`, token: learners[0].token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: `${base}/reporting`, token: stranger.token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: `${base}/reporting` })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: `${base}/reporting`, token: admin.token })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: `${api}/org/${org.id}/group/999999/reporting`, token: admin.token })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: `${base}/unknown_words?article_id=${articleId}`, token: learners[0].token })).status).toBe(403);
    const bad = await call(app, { method: 'GET', url: `${base}/reporting?from=2026-01-01T00:00:00Z&to=2025-01-01T00:00:00Z`, token: admin.token });
    expect(bad.status).toBe(422);
    expect((await call(app, { method: 'GET', url: `${base}/unknown_words`, token: admin.token })).status).toBe(422);
  });
});
