import { DISCUSSION_BODY_MAX, DISCUSSION_POSTS_PER_MINUTE } from '@lingbridge/contracts/discussions';
import { describe, expect, it } from 'vitest';
import { cleanText } from '../src/features/discussions/service';
import { insertVideo } from '../src/features/watch/repo';
import { call, createUser, getTestEnv } from './helpers';
import { createArticle, spanishArticle, uniqueTag } from './reading-helpers';

// Questions and answers under an article or a video, and /user/discussion (decision 0106).

const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });
const article = () => createArticle(app, admin.token, spanishArticle({ title: `Pregunta ${uniqueTag()}`, is_free: true }));
const privateVideo = (ownerId: number) =>
  insertVideo(ctx.db, {
    title: `Privado ${uniqueTag()}`,
    videoUrl: 'https://vimeo.com/9',
    sourceKey: `vimeo:${uniqueTag()}`,
    videoType: 'Vimeo',
    embedId: '9',
    language: 'Spanish',
    spokenLanguage: 'Spanish',
    status: 'success',
    isPublic: false,
    ownerId,
    transcriptJson: '[]',
  });

const ask = (token: string | undefined, ref: number, body: string, kind = 'article') =>
  call(app, { method: 'POST', url: '/api/v1/discussions', token, payload: { kind, ref, body } });
const reply = (token: string | undefined, id: number, body: string) =>
  call(app, { method: 'POST', url: `/api/v1/discussions/${id}/answers`, token, payload: { body } });
const thread = (token: string | undefined, ref: number, kind = 'article') =>
  call(app, { method: 'GET', url: `/api/v1/discussions?kind=${kind}&ref=${ref}`, token });
const del = (token: string | undefined, id: number) => call(app, { method: 'DELETE', url: `/api/v1/discussions/${id}`, token });

async function notificationsOf(token: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await ctx.jobs.drain();
    const items = (await call(app, { method: 'GET', url: '/api/v1/notification?size=50', token })).body.items as {
      kind: string;
      params: Record<string, unknown>;
      link: string;
    }[];
    if (items.length || Date.now() > deadline) return items;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('discussions: each role against each call', () => {
  it('a visitor reads but may not ask, answer, delete or list; an unverified account may not post', async () => {
    const a = await article();
    const m = await createUser(ctx);
    const q = (await ask(m.token, a, '¿Qué significa «madrugar»?')).body.id as number;
    const visitor = await thread(undefined, a);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ total: 1, can_ask: false, items: [{ id: q, abilities: { delete: false, answer: false } }] });
    expect((await ask(undefined, a, 'Hola a todos')).status).toBe(401);
    expect((await reply(undefined, q, 'Levantarse temprano')).status).toBe(401);
    expect((await del(undefined, q)).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/v1/discussions/mine' })).status).toBe(401);
    const unverified = await createUser(ctx, { verified: false });
    expect((await ask(unverified.token, a, 'Hola a todos')).status).toBe(403);
    expect((await reply(unverified.token, q, 'Levantarse temprano')).status).toBe(403);
  });

  it('members and mentors ask and answer; only the author or an admin deletes', async () => {
    const a = await article();
    const asker = await createUser(ctx);
    const q = (await ask(asker.token, a, '¿Cómo se dice «sunrise»?')).body.id as number;
    for (const role of ['Member', 'Mentor'] as const) {
      const u = await createUser(ctx, { role });
      const ans = await reply(u.token, q, `Amanecer (${role})`);
      expect(ans.status).toBe(201);
      expect((await del(u.token, q)).status).toBe(403);
      const seen = (await thread(u.token, a)).body.items[0];
      expect(seen.abilities).toEqual({ delete: false, answer: true });
      expect(seen.answers.find((x: { id: number }) => x.id === ans.body.id).abilities.delete).toBe(true);
      expect((await del(u.token, ans.body.id)).status).toBe(204);
    }
    const other = await ask(asker.token, a, 'Otra pregunta');
    expect((await thread(admin.token, a)).body.items[0].abilities.delete).toBe(true);
    expect((await del(admin.token, other.body.id)).status).toBe(204);
    expect((await del(asker.token, q)).status).toBe(204);
    expect((await del(asker.token, q)).status).toBe(404);
    expect((await thread(asker.token, a)).body.total).toBe(0);
  });

  it('questions under a draft or a private video of someone else do not exist (404)', async () => {
    const u = await createUser(ctx);
    const owner = await createUser(ctx);
    const draft = await createArticle(app, admin.token, spanishArticle({ title: `Borrador ${uniqueTag()}`, status: 'draft' }));
    const v = await privateVideo(owner.user.id);
    expect((await ask(u.token, draft, 'Hola a todos')).status).toBe(404);
    expect((await thread(u.token, draft)).status).toBe(404);
    expect((await ask(u.token, v, 'Hola a todos', 'video')).status).toBe(404);
    expect((await thread(undefined, v, 'video')).status).toBe(404);
    expect((await ask(owner.token, v, 'Mi propio vídeo', 'video')).status).toBe(201);
    expect((await thread(owner.token, v, 'video')).body.total).toBe(1);
  });
});

describe('discussions: text, limits and notifications', () => {
  it('keeps text as text, refuses empty, too long and control characters with 422, and stops a fast poster with 429', async () => {
    const a = await article();
    const u = await createUser(ctx);
    const r = await ask(u.token, a, '  <b>¿Por   qué?</b>\u202e\n\n\n\nGracias  ');
    expect(r.status).toBe(201);
    expect((await thread(u.token, a)).body.items[0].body).toBe('<b>¿Por qué?</b>\n\nGracias');
    expect((await ask(u.token, a, ' ')).status).toBe(422);
    expect((await ask(u.token, a, 'x'.repeat(DISCUSSION_BODY_MAX + 1))).status).toBe(422);
    expect((await ask(u.token, a, 'hola\u0007')).status).toBe(422);
    expect((await ask(u.token, a, '\u200b\u200b\u200b')).status).toBe(422);
    expect((await call(app, { method: 'POST', url: '/api/v1/discussions', token: u.token, payload: { kind: 'blog', ref: a, body: 'Hola' } })).status).toBe(422);
    expect((await reply(u.token, 999_999, 'Hola')).status).toBe(404);
    const statuses = [];
    for (let i = 0; i < DISCUSSION_POSTS_PER_MINUTE; i += 1) statuses.push((await ask(u.token, a, `Pregunta ${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DISCUSSION_POSTS_PER_MINUTE - 1);
  });

  it('cleanText: one form, no invisible characters, short runs of spaces and blank lines', () => {
    expect(cleanText('a\u200bb  c\r\n\r\n\r\nd')).toBe('ab c\n\nd');
    expect(cleanText('e\u0301')).toBe('é');
  });

  it('an answer notifies the asker (not when they answer themselves); /discussions/mine lists my questions and answers', async () => {
    const a = await article();
    const asker = await createUser(ctx);
    const helper = await createUser(ctx, { role: 'Mentor' });
    const q = (await ask(asker.token, a, '¿Qué es «sobremesa»?')).body.id as number;
    await reply(asker.token, q, 'Añado: en España');
    const ans = await reply(helper.token, q, 'La charla después de comer');
    expect(ans.status).toBe(201);
    const items = await notificationsOf(asker.token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'discussion_answer', link: `/article/${a}#discussion`, params: { question_id: q, kind: 'article', ref: a } });
    const mineQ = await call(app, { method: 'GET', url: '/api/v1/discussions/mine', token: asker.token });
    expect(mineQ.body.total).toBe(2);
    expect(mineQ.body.items.map((i: { role: string }) => i.role).sort()).toEqual(['answer', 'question']);
    expect(mineQ.body.items.find((i: { role: string }) => i.role === 'question')).toMatchObject({ id: q, answers: 2, kind: 'article', ref: a });
    const mineA = await call(app, { method: 'GET', url: '/api/v1/discussions/mine?role=answer', token: helper.token });
    expect(mineA.body).toMatchObject({ total: 1, items: [{ id: ans.body.id, role: 'answer', question: '¿Qué es «sobremesa»?' }] });
    // Deleting the question takes its answers with it, from my list too.
    expect((await del(asker.token, q)).status).toBe(204);
    expect((await call(app, { method: 'GET', url: '/api/v1/discussions/mine', token: helper.token })).body.total).toBe(0);
  });
});
