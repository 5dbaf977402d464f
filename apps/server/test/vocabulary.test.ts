import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';
import { createArticle, spanishArticle } from './reading-helpers';

const env = await getTestEnv();
const { app, ctx } = env;

const lookUp = (token: string | undefined, payload: Record<string, unknown>) => call(app, { method: 'POST', url: '/api/v1/dictionary/lookup', token, payload });

describe('word lookup', () => {
  it('answers a Chinese word with pinyin, tones, meaning and HSK level, and counts each lookup', async () => {
    const { token } = await createUser(ctx);
    const first = await lookUp(token, { text: '银行', lang_from: 'Simplified_Chinese', lang_to: 'English', context: { sentence: '我去银行取钱。' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      text: '银行',
      pronunciation: 'yín háng',
      tones: [2, 2],
      hsk: 3,
      is_saved: false,
      lookup_count: 1,
      examples: ['我去银行取钱。'],
    });
    expect(first.body.meaning).toContain('bank');
    const second = await call(app, {
      method: 'POST',
      url: '/api/v1/video/vocabulary',
      token,
      payload: { video_id: 7, transcript_id: 3, text: '银行', lang_from: 'zh', lang_to: 'en' },
    });
    expect(second.body).toMatchObject({ id: first.body.id, lookup_count: 2 });
  });

  it('answers a Spanish verb form with its lemma and form', async () => {
    const { token } = await createUser(ctx);
    const res = await lookUp(token, { text: 'hablamos', lang_from: 'Spanish', lang_to: 'English' });
    expect(res.status).toBe(200);
    expect(res.body.lemma).toBe('hablar');
    expect(res.body.meaning).toMatch(/speak/);
    expect(res.body.form).toMatch(/1st person plural, present/);
    // Another form of the same verb is the same notebook entry.
    const other = await lookUp(token, { text: 'Hablo', lang_from: 'Spanish', lang_to: 'English' });
    expect(other.body.id).toBe(res.body.id);
  });

  it('reads a word copied with a zero-width space, or typed full-width, as the word itself: one entry', async () => {
    const { token } = await createUser(ctx);
    const plain = await lookUp(token, { text: 'hola', lang_from: 'Spanish', lang_to: 'English' });
    expect(plain.body.meaning).toBeTruthy();
    for (const text of ['hola\u200b', 'ＨＯＬＡ', '\u200bhola\u00ad']) {
      const res = await lookUp(token, { text, lang_from: 'Spanish', lang_to: 'English' });
      expect(res.body, JSON.stringify(text)).toMatchObject({ id: plain.body.id, meaning: plain.body.meaning });
    }
    const zh = await lookUp(token, { text: '银行\u200b', lang_from: 'Simplified_Chinese', lang_to: 'English' });
    expect(zh.body).toMatchObject({ text: '银行', pronunciation: 'yín háng' });
    const nothing = await lookUp(token, { text: '\u200b', lang_from: 'Spanish', lang_to: 'English' });
    expect(nothing).toMatchObject({ status: 422, body: { errors: [{ path: 'body.text' }] } });
  });

  it('answers English words in Chinese for learners of Chinese', async () => {
    const { token } = await createUser(ctx);
    const res = await lookUp(token, { text: 'library', lang_from: 'English', lang_to: 'Simplified_Chinese' });
    expect(res.body.meaning).toContain('图书馆');
  });

  it('answers 200 with meaning null for a word without an entry', async () => {
    const { token } = await createUser(ctx);
    const res = await lookUp(token, { text: 'qwzxv', lang_from: 'Spanish', lang_to: 'English' });
    expect(res.status).toBe(200);
    expect(res.body.meaning).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const res = await lookUp(undefined, { text: '银行', lang_from: 'Simplified_Chinese', lang_to: 'English' });
    expect(res.status).toBe(401);
  });

  it.each([
    ['empty text', { text: '  ', lang_from: 'Spanish', lang_to: 'English' }, 422],
    ['a 10,000-character text', { text: '字'.repeat(10_000), lang_from: 'Simplified_Chinese', lang_to: 'English' }, 422],
    ['an unknown language', { text: 'hola', lang_from: 'Klingon', lang_to: 'English' }, 422],
    ['an unsupported pair', { text: 'hola', lang_from: 'Spanish', lang_to: 'Simplified_Chinese' }, 422],
    ['a wrong type', { text: 42, lang_from: 'Spanish', lang_to: 'English' }, 422],
  ])('refuses %s', async (_l, payload, status) => {
    const { token } = await createUser(ctx);
    expect((await lookUp(token, payload)).status).toBe(status);
  });

  it('counts two lookups at once as two, in one entry', async () => {
    const { token } = await createUser(ctx);
    const body = { text: '图书馆', lang_from: 'Simplified_Chinese', lang_to: 'English' };
    const [a, b] = await Promise.all([lookUp(token, body), lookUp(token, body)]);
    expect(a.body.id).toBe(b.body.id);
    const list = await call(app, { method: 'GET', url: '/api/v1/vocabulary', token });
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].lookup_count).toBe(2);
  });
});

describe('the notebook', () => {
  it('toggles saving, lists saved words newest first, and pages the history', async () => {
    const { token } = await createUser(ctx);
    const ids: number[] = [];
    for (const w of ['学校', '老师', '朋友']) ids.push((await lookUp(token, { text: w, lang_from: 'zh', lang_to: 'en' })).body.id);
    const saved = await call(app, { method: 'POST', url: `/api/v1/vocabulary/save/${ids[1]}`, token });
    expect(saved.body).toMatchObject({ is_saved: true, user_saved: true });
    expect(saved.body.due_at).toBeTruthy();
    const notebook = await call(app, { method: 'GET', url: '/api/v1/vocabulary?is_saved=true&learning_language=Simplified_Chinese', token });
    expect(notebook.body.items.map((e: { text: string }) => e.text)).toEqual(['老师']);
    const history = await call(app, { method: 'GET', url: '/api/v1/vocabulary?page=1&size=2', token });
    expect(history.body).toMatchObject({ page: 1, pages: 2, total: 3 });
    expect(history.body.items.map((e: { text: string }) => e.text)).toEqual(['老师', '朋友']);
    const unsaved = await call(app, { method: 'POST', url: `/api/v1/vocabulary/save/${ids[1]}`, token });
    expect(unsaved.body.is_saved).toBe(false);
  });

  it("answers 404 for someone else's entry and changes nothing", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const entry = (await lookUp(owner.token, { text: '朋友', lang_from: 'zh', lang_to: 'en' })).body;
    expect((await call(app, { method: 'POST', url: `/api/v1/vocabulary/save/${entry.id}`, token: other.token })).status).toBe(404);
    expect((await call(app, { method: 'POST', url: `/api/v1/vocabulary/review/${entry.id}`, token: other.token, payload: { rating: 'good' } })).status).toBe(
      404,
    );
    const mine = await call(app, { method: 'GET', url: '/api/v1/vocabulary', token: owner.token });
    expect(mine.body.items[0].is_saved).toBe(false);
  });

  it('a word saved again after it was archived and unsaved is back in the notebook', async () => {
    const { token } = await createUser(ctx);
    const entry = (await lookUp(token, { text: 'manzana', lang_from: 'es', lang_to: 'en' })).body;
    const save = () => call(app, { method: 'POST', url: `/api/v1/vocabulary/save/${entry.id}`, token });
    const notebook = async () =>
      (await call(app, { method: 'GET', url: '/api/v1/vocabulary?is_saved=true', token })).body.items.map((e: { id: number }) => e.id);
    expect((await save()).body.is_saved).toBe(true);
    expect((await call(app, { method: 'PUT', url: `/api/v1/learning/archive/word/${entry.id}`, token })).status).toBe(201);
    expect(await notebook()).toEqual([]);
    expect((await save()).body.is_saved).toBe(false);
    expect((await save()).body.is_saved).toBe(true);
    expect(await notebook()).toEqual([entry.id]);
    expect((await call(app, { method: 'GET', url: `/api/v1/learning/archive/word/${entry.id}`, token })).body.archived).toBe(false);
    // Unsaving an archived word leaves it archived, as it was (restoring it needs no new save).
    await call(app, { method: 'PUT', url: `/api/v1/learning/archive/word/${entry.id}`, token });
    expect((await save()).body.is_saved).toBe(false);
    expect((await call(app, { method: 'GET', url: `/api/v1/learning/archive/word/${entry.id}`, token })).body.archived).toBe(true);
  });
});

describe('flip-card review', () => {
  it('brings a saved word due at once and schedules it later after a good answer', async () => {
    const { token } = await createUser(ctx);
    const entry = (await lookUp(token, { text: '吃饭', lang_from: 'zh', lang_to: 'en' })).body;
    await call(app, { method: 'POST', url: `/api/v1/vocabulary/save/${entry.id}`, token });
    const due = await call(app, { method: 'GET', url: '/api/v1/vocabulary/review/due', token });
    expect(due.body.total_due).toBe(1);
    expect(due.body.items[0].id).toBe(entry.id);
    const graded = await call(app, { method: 'POST', url: `/api/v1/vocabulary/review/${entry.id}`, token, payload: { rating: 'easy' } });
    expect(graded.status).toBe(200);
    expect(Date.parse(graded.body.due_at)).toBeGreaterThan(Date.now() + 86_400_000);
    expect((await call(app, { method: 'GET', url: '/api/v1/vocabulary/review/due', token })).body.total_due).toBe(0);
  });

  it('refuses an unknown rating and an unsaved word', async () => {
    const { token } = await createUser(ctx);
    const entry = (await lookUp(token, { text: '喝茶', lang_from: 'zh', lang_to: 'en' })).body;
    expect((await call(app, { method: 'POST', url: `/api/v1/vocabulary/review/${entry.id}`, token, payload: { rating: 'meh' } })).status).toBe(422);
    expect((await call(app, { method: 'POST', url: `/api/v1/vocabulary/review/${entry.id}`, token, payload: { rating: 'good' } })).status).toBe(409);
  });
});

describe('saved sentences', () => {
  const payload = {
    transcript_id: 12,
    video_id: 5,
    en_text: 'I like reading.',
    zh_text: ['我', '喜欢', '看书', '。'],
    foreign_text: '',
    language: 'Simplified_Chinese',
  };

  it('saves once, lists, counts clicks and deletes', async () => {
    const { token } = await createUser(ctx);
    const first = await call(app, { method: 'POST', url: '/api/v1/video/sentence', token, payload });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ zh_text: '我喜欢看书。', en_text: 'I like reading.', click_count: 0, video_id: '5' });
    const again = await call(app, { method: 'POST', url: '/api/v1/video/sentence', token, payload });
    expect([again.status, again.body.id]).toEqual([200, first.body.id]);
    // A sentence from an article points at one that exists.
    const admin = await createUser(ctx, { role: 'Admin' });
    const articleId = await createArticle(app, admin.token, spanishArticle({ is_free: true }));
    const fromArticle = await call(app, {
      method: 'POST',
      url: '/api/v1/video/sentence',
      token,
      payload: { article_id: articleId, foreign_text: 'Me gusta leer.', en_text: 'I like to read.', language: 'Spanish' },
    });
    expect(fromArticle.body.article_id).toBe(String(articleId));
    const clicked = await call(app, { method: 'PATCH', url: `/api/v1/video/sentence/${first.body.id}`, token, payload: { click_count: 4 } });
    expect(clicked.body.click_count).toBe(4);
    const list = await call(app, { method: 'GET', url: '/api/v1/video/sentence/list?page=1&size=10', token });
    expect(list.body.items).toHaveLength(2);
    expect((await call(app, { method: 'DELETE', url: `/api/v1/video/sentence/${first.body.id}`, token })).status).toBe(204);
    expect((await call(app, { method: 'DELETE', url: `/api/v1/video/sentence/${first.body.id}`, token })).status).toBe(404);
  });

  it("refuses an empty sentence and someone else's sentence", async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    expect((await call(app, { method: 'POST', url: '/api/v1/video/sentence', token: a.token, payload: { language: 'Spanish' } })).status).toBe(422);
    const s = await call(app, { method: 'POST', url: '/api/v1/video/sentence', token: a.token, payload });
    expect((await call(app, { method: 'DELETE', url: `/api/v1/video/sentence/${s.body.id}`, token: b.token })).status).toBe(404);
    expect((await call(app, { method: 'PATCH', url: `/api/v1/video/sentence/${s.body.id}`, token: b.token, payload: { click_count: 1 } })).status).toBe(404);
    expect((await call(app, { method: 'POST', url: '/api/v1/video/sentence', payload })).status).toBe(401);
  });
});

describe('POST /dictionary/annotate', () => {
  it('answers tokens with offsets, pinyin in context and tones, for visitors too', async () => {
    const res = await call(app, { method: 'POST', url: '/api/v1/dictionary/annotate', payload: { text: '银行行长长大了。', language: 'zh' } });
    expect(res.status).toBe(200);
    const words = res.body.tokens.filter((t: { isWord: boolean }) => t.isWord);
    expect(words.map((t: { text: string }) => t.text)).toEqual(['银行', '行长', '长大', '了']);
    expect(words[1]).toMatchObject({ reading: 'háng zhǎng', tones: [2, 3], start: 2, end: 4 });
  });

  it('tokenizes Spanish with lemmas as keys', async () => {
    const res = await call(app, { method: 'POST', url: '/api/v1/dictionary/annotate', payload: { text: '¿Hablamos mañana?', language: 'Spanish' } });
    const first = res.body.tokens.find((t: { isWord: boolean }) => t.isWord);
    expect(first).toMatchObject({ text: 'Hablamos', key: 'hablar' });
  });

  it('refuses too long a text and an unknown language', async () => {
    expect((await call(app, { method: 'POST', url: '/api/v1/dictionary/annotate', payload: { text: 'a'.repeat(20_001), language: 'en' } })).status).toBe(422);
    expect((await call(app, { method: 'POST', url: '/api/v1/dictionary/annotate', payload: { text: 'hola', language: 'xx' } })).status).toBe(422);
  });
});
