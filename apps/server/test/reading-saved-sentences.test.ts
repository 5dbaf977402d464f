import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';
import { chineseArticle, createArticle, readingRoles, spanishArticle } from './reading-helpers';

// Issue 12 item 15 (decision 0068): a saved article sentence carries its own translation, is stored
// once, and the reader can tell which sentences the learner already saved.
const { app, ctx } = await getTestEnv();
const roles = await readingRoles(ctx);
const admin = roles.admin.token;

const read = async (id: number, token = admin) => (await call(app, { method: 'GET', url: `/api/v1/article/${id}`, token })).body;
const save = (token: string, payload: object) => call(app, { method: 'POST', url: '/api/v1/video/sentence', token, payload });

describe('saved article sentences', () => {
  it('each sentence of the reader carries its own share of the paragraph translation, not the whole paragraph', async () => {
    const id = await createArticle(app, admin, spanishArticle({ is_free: true }));
    const [p] = (await read(id)).paragraphs;
    expect(p.sentences.map((s: { translation: string | null }) => s.translation)).toEqual([
      'Ana goes to the market on Saturdays.',
      'She buys apples and oranges.',
    ]);
    expect(p.translation).toBe('Ana goes to the market on Saturdays. She buys apples and oranges.');
  });

  it('a translation that does not split sentence for sentence gives no sentence the paragraph’s', async () => {
    const id = await createArticle(
      app,
      admin,
      spanishArticle({
        is_free: true,
        paragraphs: [{ text: 'Ana va al mercado los sábados. Compra manzanas y naranjas.', translation: 'On Saturdays Ana buys fruit at the market.' }],
      }),
    );
    const [p] = (await read(id)).paragraphs;
    expect(p.sentences.map((s: { translation: string | null }) => s.translation)).toEqual([null, null]);
  });

  it('is stored once: no copy of the Chinese line with its punctuation stripped beside it', async () => {
    const u = await createUser(ctx);
    const id = await createArticle(app, admin, chineseArticle({ is_free: true }));
    const s = (await read(id)).paragraphs[0].sentences[0];
    const words = s.tokens.filter((t: { isWord: boolean }) => t.isWord).map((t: { text: string }) => t.text);
    const r = await save(u.token, { article_id: id, foreign_text: s.text, en_text: s.translation ?? '', zh_text: words, language: 'Simplified_Chinese' });
    expect(r.status).toBe(201);
    expect(r.body.foreign_text).toBe(s.text);
    expect(r.body.zh_text).toBe('');
    // A Chinese line that really differs (a Spanish learner's Chinese gloss) is kept.
    const gloss = await save(u.token, {
      article_id: id,
      foreign_text: 'Me gusta leer.',
      zh_text: '我喜欢读书。',
      en_text: 'I like to read.',
      language: 'Spanish',
    });
    expect(gloss.body.zh_text).toBe('我喜欢读书。');
  });

  it('lists the sentences saved from one article, so the reader marks them', async () => {
    const u = await createUser(ctx);
    const a = await createArticle(app, admin, spanishArticle({ is_free: true }));
    const b = await createArticle(app, admin, spanishArticle({ is_free: true }));
    const [first] = (await read(a)).paragraphs[0].sentences;
    await save(u.token, { article_id: a, foreign_text: first.text, en_text: first.translation, language: 'Spanish' });
    await save(u.token, { article_id: b, foreign_text: first.text, en_text: first.translation, language: 'Spanish' });
    const list = await call(app, { method: 'GET', url: `/api/v1/video/sentence/list?article_id=${a}&size=250`, token: u.token });
    expect(list.status).toBe(200);
    expect(list.body.items.map((s: { article_id: string; foreign_text: string; en_text: string }) => [s.article_id, s.foreign_text, s.en_text])).toEqual([
      [String(a), 'Ana va al mercado los sábados.', 'Ana goes to the market on Saturdays.'],
    ]);
    const bad = await call(app, { method: 'GET', url: '/api/v1/video/sentence/list?article_id=abc', token: u.token });
    expect(bad.status).toBe(422);
  });
  it('saving the same sentence several times at once stores it once (a double click, two tabs)', async () => {
    const u = await createUser(ctx);
    const id = await createArticle(app, admin, spanishArticle({ is_free: true }));
    const payload = { article_id: id, foreign_text: 'Ana va al mercado los sábados.', en_text: 'Ana goes to the market on Saturdays.', language: 'Spanish' };
    const all = await Promise.all(Array.from({ length: 6 }, () => save(u.token, payload)));
    expect(all.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(all.map((r) => r.body.id)).size).toBe(1);
    const list = await call(app, { method: 'GET', url: `/api/v1/video/sentence/list?article_id=${id}`, token: u.token });
    expect(list.body.total).toBe(1);
  });
  it('a sentence from an article points at an article the learner can see: 404 for a missing or draft one, 422 for a malformed id', async () => {
    const u = await createUser(ctx);
    const line = { foreign_text: 'Ana va al mercado los sábados.', en_text: '', language: 'Spanish' };
    const draft = await createArticle(app, admin, spanishArticle({ status: 'draft' }));
    for (const article_id of [2_000_000_000, draft]) {
      const res = await save(u.token, { ...line, article_id });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Article not found');
    }
    for (const article_id of ['../../etc', 'abc', -1, 0, 1.5]) expect((await save(u.token, { ...line, article_id })).status).toBe(422);
    const id = await createArticle(app, admin, spanishArticle({ is_free: true }));
    expect((await save(u.token, { ...line, article_id: String(id) })).body.article_id).toBe(String(id));
    const list = await call(app, { method: 'GET', url: '/api/v1/video/sentence/list', token: u.token });
    expect(list.body.items.map((s: { article_id: string }) => s.article_id)).toEqual([String(id)]);
    // A sentence from a video or with no source is saved as before.
    expect((await save(u.token, { ...line, video_id: 'abc' })).status).toBe(201);
  });
});
