import { describe, expect, it } from 'vitest';
import { ACTIVITY_BATCH_MAX, ACTIVITY_BATCHES_PER_HOUR, type ActivityEntry } from '@lingbridge/contracts/learning';
import { debates, debateUsers, groupAssignments, groupMembers, organizations, orgGroups, reviewLogs, vocabulary } from '../src/db/schema';
import { addDays, localDay } from '../src/features/learning/days';
import { streaks } from '../src/features/learning/service';
import { insertVideo } from '../src/features/watch/repo';
import { call, createUser, getTestEnv } from './helpers';
import { createArticle, spanishArticle, uniqueTag } from './reading-helpers';

const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });
const today = localDay(ctx.now(), 0);

const line = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  day: today,
  period: 'Morning',
  page: 'article',
  ref: '',
  feature: 'read',
  visits: 1,
  seconds: 60,
  clicks: 0,
  ...over,
});
const send = (token: string | undefined, entries: unknown[]) => call(app, { method: 'POST', url: '/api/v1/learning/activity', token, payload: { entries } });
const reportOf = async (token: string) => {
  const r = await call(app, { method: 'GET', url: '/api/v1/learning/report?tz=0', token });
  expect(r.status).toBe(200);
  return r.body;
};

describe('learning: who may call what', () => {
  it('a visitor is refused every learning call (its activity stays in the browser)', async () => {
    expect((await send(undefined, [line()])).status).toBe(401);
    for (const url of ['/api/v1/learning/report', '/api/v1/learning/quizzes', '/api/v1/admin/learning/activity', '/api/v1/admin/learning/activity.csv'])
      expect((await call(app, { method: 'GET', url })).status).toBe(401);
    expect((await call(app, { method: 'PUT', url: '/api/v1/learning/goal', payload: { kind: 'minutes', target: 5 } })).status).toBe(401);
  });

  it('members and mentors send activity and read their report; only an admin sees everyone', async () => {
    for (const role of ['Member', 'Mentor'] as const) {
      const u = await createUser(ctx, { role });
      expect((await send(u.token, [line()])).status).toBe(200);
      expect((await call(app, { method: 'GET', url: '/api/v1/learning/report', token: u.token })).status).toBe(200);
      expect((await call(app, { method: 'GET', url: '/api/v1/learning/quizzes', token: u.token })).status).toBe(200);
      expect((await call(app, { method: 'GET', url: '/api/v1/admin/learning/activity', token: u.token })).status).toBe(403);
      expect((await call(app, { method: 'GET', url: '/api/v1/admin/learning/activity.csv', token: u.token })).status).toBe(403);
    }
    expect((await call(app, { method: 'GET', url: '/api/v1/admin/learning/activity', token: admin.token })).status).toBe(200);
  });
});

describe('learning: the tracker batch', () => {
  it('adds lines up, drops days far from today, and refuses bad lines with 422', async () => {
    const u = await createUser(ctx);
    const r = await send(u.token, [line(), line({ seconds: 30, visits: 0 }), line({ day: addDays(today, -5) }), line({ day: addDays(today, 3) })]);
    expect(r.body).toEqual({ accepted: 2, dropped: 2 });
    expect((await reportOf(u.token)).days.at(-1)).toMatchObject({ day: today, minutes: 1, reading_minutes: 1 });
    expect((await send(u.token, [line({ seconds: 90_000 })])).status).toBe(422);
    expect((await send(u.token, [line({ period: 'Dawn' as never })])).status).toBe(422);
    expect((await send(u.token, [line({ page: '../x' })])).status).toBe(422);
    expect((await send(u.token, [{ ...line(), extra: 1 }])).status).toBe(422);
    expect((await send(u.token, [line({ day: `${today.slice(0, 8)}32` })])).status).toBe(422);
    expect((await send(u.token, [line({ day: '2026-02-30' })])).status).toBe(422);
  });

  it('caps a line at a day of seconds however many batches add to it', async () => {
    const u = await createUser(ctx);
    for (let i = 0; i < 3; i += 1) await send(u.token, [line({ seconds: 40_000, feature: 'watch', page: 'videoplayer' })]);
    expect((await reportOf(u.token)).days.at(-1).watching_minutes).toBe(1440);
  });

  it(`answers 413 past ${ACTIVITY_BATCH_MAX} lines and 429 past ${ACTIVITY_BATCHES_PER_HOUR} batches an hour`, async () => {
    const u = await createUser(ctx);
    const big = await send(
      u.token,
      Array.from({ length: ACTIVITY_BATCH_MAX + 1 }, (_, i) => line({ ref: String(i) })),
    );
    expect(big.status).toBe(413);
    expect(big.body.detail).toMatch(/At most 200/);
    for (let i = 0; i < ACTIVITY_BATCHES_PER_HOUR; i += 1) expect((await send(u.token, [])).status).toBe(200);
    const over = await send(u.token, [line()]);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.body.detail).toBe('Too much activity sent; try again later');
  });
});

describe('learning: the report, to the exact number', () => {
  it('a brand-new account has an empty report with a default goal (visiting other pages is not activity)', async () => {
    const u = await createUser(ctx);
    await send(u.token, [line({ page: 'home', feature: 'other', seconds: 30 }), line({ page: 'read', ref: '', seconds: 0 })]);
    const r = await reportOf(u.token);
    expect(r.has_activity).toBe(false);
    expect(r.goal).toEqual({ kind: 'minutes', target: 10, set: false, today: 0, met: false, streak: 0, best_streak: 0 });
    expect(r.days).toHaveLength(35);
    expect(r.next.map((n: { kind: string }) => n.kind)).toEqual(['goal', 'read']);
    expect(r.words).toEqual({ saved: 0, known: 0, learning: 0, due: 0, reviews_week: 0, retention: null });
    expect(r.speaking).toEqual({ events_week: 0, minutes_week: 0, events_total: 0, minutes_total: 0 });
  });

  it('reading, watching, words, scores, goal and streak from seeded activity', async () => {
    const u = await createUser(ctx);
    const tag = uniqueTag();
    const a1 = await createArticle(app, admin.token, spanishArticle({ title: `Uno ${tag}`, is_free: true, level: 'Beginner' }));
    const a2 = await createArticle(app, admin.token, spanishArticle({ title: `Dos ${tag}`, is_free: true, level: 'Intermediate' }));
    // Three days in a row of 12 minutes (goal 10 met), a gap, and 20 minutes ten days ago.
    await send(u.token, [
      line({ ref: String(a1), seconds: 600, period: 'Morning' }),
      line({ ref: String(a1), seconds: 120, period: 'Evening', page: 'article' }),
      line({ day: addDays(today, -1), ref: String(a2), seconds: 720, period: 'Night' }),
      line({ day: addDays(today, -2), page: 'videoplayer', feature: 'watch', ref: '77', seconds: 720 }),
    ]);
    await ctx.db.insert((await import('../src/db/schema')).learningActivity).values({
      userId: u.user.id,
      day: addDays(today, -9),
      period: 'Afternoon',
      page: 'article',
      ref: String(a2),
      feature: 'read',
      visits: 1,
      seconds: 1200,
    });
    // Words: three saved, one known (review state, stability 30), two due; two reviews today, one "again".
    const now = ctx.now();
    const card = (state: string, stability: number) => ({ state, stability, due: now.toISOString() });
    const rows = await ctx.db
      .insert(vocabulary)
      .values([
        {
          userId: u.user.id,
          language: 'Spanish',
          targetLanguage: 'English',
          key: 'a',
          text: 'a',
          isSaved: true,
          savedAt: now,
          card: card('review', 30),
          dueAt: new Date(now.getTime() + 9e8),
        },
        {
          userId: u.user.id,
          language: 'Spanish',
          targetLanguage: 'English',
          key: 'b',
          text: 'b',
          isSaved: true,
          savedAt: now,
          card: card('learning', 1),
          dueAt: new Date(now.getTime() - 1000),
        },
        {
          userId: u.user.id,
          language: 'Spanish',
          targetLanguage: 'English',
          key: 'c',
          text: 'c',
          isSaved: true,
          savedAt: now,
          card: card('review', 5),
          dueAt: new Date(now.getTime() - 1000),
        },
        { userId: u.user.id, language: 'Spanish', targetLanguage: 'English', key: 'd', text: 'd', isSaved: false, lookupCount: 2 },
      ])
      .returning({ id: vocabulary.id });
    await ctx.db.insert(reviewLogs).values([
      { userId: u.user.id, vocabularyId: rows[0]!.id, rating: 'good', reviewedAt: now, log: {} },
      { userId: u.user.id, vocabularyId: rows[1]!.id, rating: 'again', reviewedAt: now, log: {} },
    ]);
    // A finished quiz on a1 (2 of 3), an unfinished one on a2, a cloze on a1 (1 of 1).
    const start = await call(app, { method: 'POST', url: `/api/v1/article/${a1}/quiz/attempts`, token: u.token, payload: {} });
    for (const [q, c] of [
      [0, 1],
      [1, 0],
      [2, 0],
    ])
      await call(app, {
        method: 'POST',
        url: `/api/v1/article/${a1}/quiz/attempts/${start.body.id}/answers`,
        token: u.token,
        payload: { question: q, choice: c },
      });
    const open = await call(app, { method: 'POST', url: `/api/v1/article/${a2}/quiz/attempts`, token: u.token, payload: {} });
    await call(app, {
      method: 'POST',
      url: `/api/v1/article/${a2}/quiz/attempts/${open.body.id}/answers`,
      token: u.token,
      payload: { question: 0, choice: 1 },
    });
    await call(app, { method: 'POST', url: `/api/v1/article/${a1}/cloze/answers`, token: u.token, payload: { answers: [{ index: 0, answer: 'mercado' }] } });

    const marks = await call(app, { method: 'GET', url: '/api/v1/learning/word-marks?language=Spanish', token: u.token });
    expect({ learning: [...marks.body.learning].sort(), known: marks.body.known }).toEqual({ learning: ['b', 'c'], known: ['a'] });
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/word-marks?language=Klingon', token: u.token })).status).toBe(422);

    const r = await reportOf(u.token);
    expect(r.reading).toEqual({ minutes_week: 24, articles_week: 2, minutes_total: 44, articles_total: 2 });
    expect(r.watching).toEqual({ minutes_week: 12, videos_week: 1, videos_total: 1 });
    expect(r.words).toEqual({ saved: 3, known: 1, learning: 2, due: 2, reviews_week: 2, retention: 50 });
    expect(r.scores).toEqual([{ level: 'Beginner', quizzes: 1, quiz_rate: 67, cloze_tests: 1, cloze_rate: 100 }]);
    expect(r.goal).toMatchObject({ kind: 'minutes', target: 10, set: false, today: 12, met: true, streak: 3, best_streak: 3 });
    expect(r.days.at(-10)).toMatchObject({ minutes: 20, reading_minutes: 20, articles: 1, met: true });
    expect(r.days.at(-1)).toMatchObject({ minutes: 12, articles: 1, words_reviewed: 2, words_saved: 3 });
    expect(r.next).toEqual([
      { kind: 'reviews', count: 2 },
      { kind: 'quiz', article_id: a2, attempt_id: open.body.id, title: `Dos ${tag}` },
      { kind: 'article', article_id: a1, title: `Uno ${tag}` },
      { kind: 'goal' },
    ]);
    expect(r.has_activity).toBe(true);

    // A words goal of 5: today 2 reviews + 3 saved = 5, met; yesterday nothing, so the streak is 1.
    expect((await call(app, { method: 'PUT', url: '/api/v1/learning/goal', token: u.token, payload: { kind: 'words', target: 5 } })).status).toBe(200);
    expect((await reportOf(u.token)).goal).toMatchObject({ kind: 'words', target: 5, set: true, today: 5, met: true, streak: 1, best_streak: 1 });
    expect((await call(app, { method: 'PUT', url: '/api/v1/learning/goal', token: u.token, payload: { kind: 'words', target: 0 } })).status).toBe(422);

    // My quizzes: the unfinished one and the finished one with its tier.
    const mine = await call(app, { method: 'GET', url: '/api/v1/learning/quizzes', token: u.token });
    expect(mine.body.total).toBe(2);
    const byId = Object.fromEntries(mine.body.items.map((q: { attempt_id: number }) => [q.attempt_id, q]));
    expect(byId[start.body.id]).toMatchObject({ finished: true, score_value: 2, questions_length: 3, successRate: 67, tier: 'high', answered: 3 });
    expect(byId[open.body.id]).toMatchObject({ finished: false, answered: 1, tier: null, title: `Dos ${tag}` });

    // The review of one attempt: only the owner; answers shown for the questions answered.
    const review = await call(app, { method: 'GET', url: `/api/v1/article/${a2}/quiz/attempts/${open.body.id}`, token: u.token });
    expect(review.status).toBe(200);
    expect(review.body.questions.map((q: { chosen: number | null; answer: number | null }) => [q.chosen, q.answer])).toEqual([
      [1, 1],
      [null, null],
      [null, null],
    ]);
    const other = await createUser(ctx);
    expect((await call(app, { method: 'GET', url: `/api/v1/article/${a2}/quiz/attempts/${open.body.id}`, token: other.token })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: `/api/v1/article/${a1}/quiz/attempts/${open.body.id}`, token: u.token })).status).toBe(404);
  });
});

describe("learning: everyone's activity (admin)", () => {
  it('learners per day, time per feature and period, top articles, and CSV', async () => {
    const from = addDays(today, -1);
    const before = (await call(app, { method: 'GET', url: `/api/v1/admin/learning/activity?from=${from}&to=${today}`, token: admin.token })).body;
    const u = await createUser(ctx);
    const tag = uniqueTag();
    const a = await createArticle(app, admin.token, spanishArticle({ title: `Top ${tag}`, is_free: true }));
    await send(u.token, [line({ ref: String(a), seconds: 600, period: 'Evening', clicks: 3 })]);
    const after = (await call(app, { method: 'GET', url: `/api/v1/admin/learning/activity?from=${from}&to=${today}`, token: admin.token })).body;
    const learners = (b: typeof after) => b.days.find((d: { day: string }) => d.day === today)?.learners ?? 0;
    expect(learners(after)).toBe(learners(before) + 1);
    const evening = (b: typeof after) => b.periods.find((p: { period: string }) => p.period === 'Evening')?.minutes ?? 0;
    expect(evening(after)).toBeGreaterThanOrEqual(evening(before) + 10);
    expect(after.articles.some((x: { id: number; readers: number }) => x.id === a && x.readers === 1)).toBe(true);
    const csv = await call(app, { method: 'GET', url: `/api/v1/admin/learning/activity.csv?from=${from}&to=${today}&feature=read`, token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(String(csv.raw.body).split('\r\n')[0]).toBe('day,feature,period,learners,minutes,visits,clicks');
    expect((await call(app, { method: 'GET', url: `/api/v1/admin/learning/activity?from=${today}&to=${from}`, token: admin.token })).status).toBe(422);
    expect((await call(app, { method: 'GET', url: `/api/v1/admin/learning/activity?from=nope`, token: admin.token })).status).toBe(422);
    expect((await call(app, { method: 'GET', url: `/api/v1/admin/learning/activity.csv?from=2026-11-31`, token: admin.token })).status).toBe(422);
  });
});

describe('learning: what to do next from Speak and organisations', () => {
  it('the next approved event and an assignment not yet opened come first', async () => {
    const u = await createUser(ctx);
    const host = await createUser(ctx);
    const tag = uniqueTag();
    const a = await createArticle(app, admin.token, spanishArticle({ title: `Tarea ${tag}`, is_free: true }));
    const start = new Date(ctx.now().getTime() + 86_400_000);
    const [ev] = await ctx.db
      .insert(debates)
      .values({
        title: `Charla ${tag}`,
        debateType: 'mini_debate',
        startTime: start,
        endTime: new Date(start.getTime() + 1_800_000),
        duration: 30,
        language: 'Spanish',
        level: 'Beginner',
        initiatorId: host.user.id,
        maxPlayers: 4,
      })
      .returning({ id: debates.id });
    await ctx.db.insert(debateUsers).values({ debateId: ev!.id, userId: u.user.id, role: 'player', state: 'approved' });
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: `School ${tag}` })
      .returning({ id: organizations.id });
    const [group] = await ctx.db.insert(orgGroups).values({ orgId: org!.id, name: 'A1' }).returning({ id: orgGroups.id });
    await ctx.db.insert(groupMembers).values({ groupId: group!.id, userId: u.user.id, role: 'Member' });
    await ctx.db
      .insert(groupAssignments)
      .values({ groupId: group!.id, kind: 'article', resourceId: a, title: `Tarea ${tag}`, dueAt: new Date(start.getTime() + 86_400_000) });
    const next = (await reportOf(u.token)).next;
    expect(next.slice(0, 2)).toEqual([
      { kind: 'assignment', resource: 'article', resource_id: a, title: `Tarea ${tag}`, due_at: new Date(start.getTime() + 86_400_000).toISOString() },
      { kind: 'event', event_id: ev!.id, title: `Charla ${tag}`, start_time: start.toISOString() },
    ]);
    // A past event the learner took part in counts as speaking.
    const past = new Date(ctx.now().getTime() - 2 * 86_400_000);
    const [done] = await ctx.db
      .insert(debates)
      .values({
        title: `Pasada ${tag}`,
        debateType: 'role_play',
        debateStatus: 'closed',
        startTime: past,
        endTime: new Date(past.getTime() + 900_000),
        duration: 15,
        language: 'Spanish',
        level: 'Beginner',
        initiatorId: host.user.id,
        maxPlayers: 2,
      })
      .returning({ id: debates.id });
    await ctx.db.insert(debateUsers).values({ debateId: done!.id, userId: u.user.id, role: 'player', state: 'approved' });
    expect((await reportOf(u.token)).speaking).toEqual({ events_week: 1, minutes_week: 15, events_total: 1, minutes_total: 15 });
    // A minute on the assigned article is not enough; two minutes take it off the list.
    await send(u.token, [line({ ref: String(a), seconds: 60 })]);
    expect((await reportOf(u.token)).next[0]).toMatchObject({ kind: 'assignment' });
    await send(u.token, [line({ ref: String(a), seconds: 60, period: 'Evening' })]);
    expect((await reportOf(u.token)).next[0]).toMatchObject({ kind: 'event' });
  });

  it('an assignment done by its quiz leaves "what to do next", as it shows done in the learner’s and the teacher’s lists', async () => {
    const u = await createUser(ctx);
    const tag = uniqueTag();
    const a = await createArticle(app, admin.token, spanishArticle({ title: `Quiz ${tag}`, is_free: true }));
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: `School ${tag}` })
      .returning({ id: organizations.id });
    const [group] = await ctx.db.insert(orgGroups).values({ orgId: org!.id, name: 'B1' }).returning({ id: orgGroups.id });
    await ctx.db.insert(groupMembers).values({ groupId: group!.id, userId: u.user.id, role: 'Member' });
    await ctx.db
      .insert(groupAssignments)
      .values({ groupId: group!.id, kind: 'article', resourceId: a, title: `Quiz ${tag}`, dueAt: new Date(ctx.now().getTime() + 86_400_000) });
    expect((await reportOf(u.token)).next[0]).toMatchObject({ kind: 'assignment', resource_id: a });
    // The quiz finished in half a minute of reading: the assignment is done (decision 0093).
    await send(u.token, [line({ ref: String(a), seconds: 30 })]);
    const attempt = await call(app, { method: 'POST', url: `/api/v1/article/${a}/quiz/attempts`, token: u.token, payload: {} });
    expect(attempt.status).toBe(201);
    for (const question of [0, 1, 2])
      await call(app, {
        method: 'POST',
        url: `/api/v1/article/${a}/quiz/attempts/${attempt.body.id}/answers`,
        token: u.token,
        payload: { question, choice: 1 },
      });
    const mine = await call(app, { method: 'GET', url: '/api/v1/organization/assignment', token: u.token });
    expect(mine.body.map((x: { resource_id: number; done: boolean }) => [x.resource_id, x.done])).toEqual([[a, true]]);
    expect((await reportOf(u.token)).next.filter((s: { kind: string }) => s.kind === 'assignment')).toEqual([]);
  });
});

describe('learning: new words per article', () => {
  it('counts the words of each article the learner never looked up or saved', async () => {
    const u = await createUser(ctx);
    const tag = uniqueTag();
    const a = await createArticle(
      app,
      admin.token,
      spanishArticle({ title: `Nuevas ${tag}`, is_free: true, paragraphs: [{ text: 'Ana compra pan. Ana come pan.', translation: '' }] }),
    );
    const draft = await createArticle(app, admin.token, spanishArticle({ title: `Borrador ${tag}`, status: 'draft' }));
    const ask = () => call(app, { method: 'GET', url: `/api/v1/learning/new-words?ids=${a},${draft}`, token: u.token });
    const before = (await ask()).body.items;
    // ana, comprar, pan, comer: four distinct words (lemmas), all new; the draft is not counted.
    expect(before).toEqual([{ article_id: a, words: 4, new_words: 4 }]);
    await call(app, { method: 'POST', url: '/api/v1/dictionary/lookup', token: u.token, payload: { text: 'pan', lang_from: 'Spanish', lang_to: 'English' } });
    expect((await ask()).body.items).toEqual([{ article_id: a, words: 4, new_words: 3 }]);
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/new-words?ids=1;drop', token: u.token })).status).toBe(422);
    expect(
      (await call(app, { method: 'GET', url: `/api/v1/learning/new-words?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, token: u.token }))
        .status,
    ).toBe(422);
    expect((await call(app, { method: 'GET', url: `/api/v1/learning/new-words?ids=${a}` })).status).toBe(401);
  });
});

describe('learning: saved videos', () => {
  const video = (over: { isPublic?: boolean; ownerId?: number | null } = {}) =>
    insertVideo(ctx.db, {
      title: `Saved ${uniqueTag()}`,
      videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
      sourceKey: `youtube:${uniqueTag()}`,
      videoType: 'Youtube',
      embedId: 'abcdefghijk',
      language: 'Spanish',
      spokenLanguage: 'Spanish',
      status: 'success',
      isPublic: over.isPublic ?? true,
      ownerId: over.ownerId ?? null,
      transcriptJson: '[]',
    });

  it('a learner saves a public video once, lists it, and removes it; a private one of someone else is 404', async () => {
    const u = await createUser(ctx);
    const other = await createUser(ctx);
    const pub = await video();
    const mine = await video({ isPublic: false, ownerId: u.user.id });
    const theirs = await video({ isPublic: false, ownerId: other.user.id });
    const put = (id: number, token = u.token) => call(app, { method: 'PUT', url: `/api/v1/learning/saved/videos/${id}`, token });
    expect((await put(pub)).status).toBe(201);
    expect((await put(pub)).status).toBe(200);
    expect((await put(mine)).status).toBe(201);
    expect((await put(theirs)).status).toBe(404);
    expect((await put(999_999)).status).toBe(404);
    expect((await call(app, { method: 'PUT', url: `/api/v1/learning/saved/videos/${pub}` })).status).toBe(401);
    const list = await call(app, { method: 'GET', url: '/api/v1/learning/saved/videos', token: u.token });
    expect(list.body.total).toBe(2);
    expect(list.body.items[0]).toMatchObject({ video_id: mine, language: 'Spanish', thumbnail: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg' });
    expect((await call(app, { method: 'GET', url: `/api/v1/learning/saved/videos/${pub}`, token: u.token })).body).toEqual({ video_id: pub, saved: true });
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/saved', token: u.token })).body).toEqual({ words: 0, sentences: 0, videos: 2 });
    expect((await call(app, { method: 'DELETE', url: `/api/v1/learning/saved/videos/${pub}`, token: u.token })).status).toBe(204);
    expect((await call(app, { method: 'GET', url: `/api/v1/learning/saved/videos/${pub}`, token: u.token })).body.saved).toBe(false);
    expect((await call(app, { method: 'GET', url: `/api/v1/learning/saved/videos/${theirs}`, token: u.token })).status).toBe(404);
  });
});

describe('learning: popularity of what I made', () => {
  it("my uploaded videos with other learners' viewers and minutes, my events with likes and participants", async () => {
    const maker = await createUser(ctx);
    const viewer = await createUser(ctx);
    const tag = uniqueTag();
    const vid = await insertVideo(ctx.db, {
      title: `Mine ${tag}`,
      videoUrl: 'https://vimeo.com/8',
      sourceKey: `vimeo:${tag}`,
      videoType: 'Vimeo',
      embedId: '8',
      language: 'Spanish',
      spokenLanguage: 'Spanish',
      status: 'success',
      isPublic: true,
      ownerId: maker.user.id,
      transcriptJson: '[]',
    });
    await send(viewer.token, [line({ page: 'videoplayer', feature: 'watch', ref: String(vid), seconds: 180 })]);
    await send(maker.token, [line({ page: 'videoplayer', feature: 'watch', ref: String(vid), seconds: 600 })]);
    const start = new Date(ctx.now().getTime() + 86_400_000);
    const [ev] = await ctx.db
      .insert(debates)
      .values({
        title: `Mía ${tag}`,
        debateType: 'debate',
        startTime: start,
        endTime: new Date(start.getTime() + 2_700_000),
        duration: 45,
        language: 'Spanish',
        level: 'Beginner',
        initiatorId: maker.user.id,
        maxPlayers: 4,
      })
      .returning({ id: debates.id });
    await ctx.db.insert(debateUsers).values([
      { debateId: ev!.id, userId: viewer.user.id, role: 'player', state: 'approved' },
      { debateId: ev!.id, userId: admin.user.id, role: 'audience', state: 'pending' },
    ]);
    const r = await call(app, { method: 'GET', url: '/api/v1/learning/popularity', token: maker.token });
    expect(r.status).toBe(200);
    expect(r.body.videos).toEqual([{ video_id: vid, title: `Mine ${tag}`, is_public: true, viewers: 1, minutes: 3 }]);
    expect(r.body.events).toEqual([{ event_id: ev!.id, title: `Mía ${tag}`, start_time: start.toISOString(), likes: 0, participants: 1 }]);
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/popularity', token: viewer.token })).body).toEqual({ videos: [], events: [] });
    expect((await call(app, { method: 'GET', url: '/api/v1/learning/popularity' })).status).toBe(401);
  });
});

describe('learning: the streak rule', () => {
  it.each([
    [[], 0, 0],
    [[true, true, false], 2, 2],
    [[true, true, true], 3, 3],
    [[true, false, true, true], 2, 2],
    [[true, true, true, false, true, false], 1, 3],
    [[false, false], 0, 0],
  ])('%j → current %i, best %i', (met, current, best) => {
    expect(streaks(met as boolean[])).toEqual({ current, best });
  });
});
