import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewLogs, vocabulary } from '../src/db/schema';
import { rekeyVocabulary } from '../src/features/vocabulary/rekey';
import { call, createUser, getTestEnv } from './helpers';

const env = await getTestEnv();
const { app, ctx } = env;

const lookUp = (token: string, text: string, sentence?: string) =>
  call(app, {
    method: 'POST',
    url: '/api/v1/dictionary/lookup',
    token,
    payload: { text, lang_from: 'Spanish', lang_to: 'English', ...(sentence ? { context: { sentence } } : {}) },
  });

describe('Spanish pop-up: the headword is the lemma, the tapped form is analysed', () => {
  it.each([
    ['Fue', 'ser', /3rd person singular, preterite/],
    ['Tiene', 'tener', /3rd person singular, present/],
    ['era', 'ser', /imperfect/],
    ['un', 'uno', /determiner/],
    ['haría', 'hacer', /conditional/],
  ])('%s opens %s, whatever form was looked up first', async (form, lemma, analysis) => {
    const { token } = await createUser(ctx);
    // Another form of the same lemma first: the entry's headword must not stay that form.
    await lookUp(token, lemma === 'uno' ? 'una' : lemma === 'ser' ? 'es' : lemma === 'tener' ? 'tengo' : 'hice');
    const res = await lookUp(token, form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ text: lemma, lemma });
    expect(res.body.form).toMatch(analysis);
  });

  it('gives nouns with their own entry their own headword and sense', async () => {
    const { token } = await createUser(ctx);
    const abuela = await lookUp(token, 'abuela');
    expect(abuela.body).toMatchObject({ text: 'abuela', lemma: 'abuela' });
    expect(abuela.body.meaning).toMatch(/grandmother/);
    const padres = await lookUp(token, 'padres');
    expect(padres.body.lemma).toBe('padre');
    expect(padres.body.meaning).toMatch(/parents/);
  });

  it('reads a name as a name, an adjective as an adjective, and a participle after haber as its verb', async () => {
    const { token } = await createUser(ctx);
    const lucia = await lookUp(token, 'Lucía', 'Ayer vino Lucía con su abuela.');
    expect(lucia.body.lemma).toBe('Lucía');
    expect(lucia.body.meaning).not.toMatch(/shine/);
    const activa = await lookUp(token, 'activa');
    expect(activa.body.lemma).toBe('activo');
    expect(activa.body.meaning).toMatch(/active/);
    const dado = await lookUp(token, 'dado', 'Nos ha dado la razón.');
    expect(dado.body.lemma).toBe('dar');
  });

  it('finds multi-word expressions, typed or tapped in their sentence', async () => {
    const { token } = await createUser(ctx);
    const typed = await lookUp(token, 'Sin embargo');
    expect(typed.body).toMatchObject({ lemma: 'sin embargo' });
    expect(typed.body.meaning).toMatch(/however/);
    const tapped = await lookUp(token, 'embargo', 'Sin embargo, nadie vino.');
    expect(tapped.body).toMatchObject({ id: typed.body.id, lemma: 'sin embargo' });
  });
});

describe('saved words keep their identity when lemmas change', () => {
  async function legacyRow(userId: number, key: string, text: string, saved: boolean) {
    const [row] = await ctx.db
      .insert(vocabulary)
      .values({
        userId,
        language: 'Spanish',
        targetLanguage: 'English',
        key,
        text,
        meaning: 'old meaning',
        details: { lemma: key },
        isSaved: saved,
        savedAt: saved ? new Date('2026-01-01T00:00:00Z') : null,
        card: saved ? { reps: 3 } : null,
        dueAt: saved ? new Date('2026-02-01T00:00:00Z') : null,
        lookupCount: 4,
      })
      .returning();
    return row;
  }

  it('moves a word saved under an old lemma to the new one, and merges it with an entry the new lemma already had', async () => {
    const { token, user } = await createUser(ctx);
    // Saved before "abuela" was its own headword: key abuelo, first form tapped abuela.
    const old = await legacyRow(user.id, 'abuelo', 'abuela', true);
    await ctx.db.insert(reviewLogs).values({ userId: user.id, vocabularyId: old.id, rating: 'good', log: {} });
    // A word saved under an unchanged lemma is left as it was.
    const same = await legacyRow(user.id, 'hablar', 'hablamos', true);
    // Looked up since the change: an unsaved entry under the new key.
    const fresh = await lookUp(token, 'abuelas');
    expect(fresh.body).toMatchObject({ lemma: 'abuela', is_saved: false });

    const result = await rekeyVocabulary(ctx);
    expect(result.merged).toBeGreaterThanOrEqual(1);

    const rows = await ctx.db.select().from(vocabulary).where(eq(vocabulary.userId, user.id));
    expect(rows.map((r) => r.key).sort()).toEqual(['abuela', 'hablar']);
    const abuela = rows.find((r) => r.key === 'abuela')!;
    expect(abuela).toMatchObject({ isSaved: true, lookupCount: 5, text: 'abuela', card: { reps: 3 } });
    expect(abuela.savedAt?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const logs = await ctx.db.select().from(reviewLogs).where(eq(reviewLogs.userId, user.id));
    expect(logs.map((l) => l.vocabularyId)).toEqual([abuela.id]);
    expect(rows.find((r) => r.key === 'hablar')).toMatchObject({ id: same.id, isSaved: true, text: 'hablar' });

    // The next tap opens the saved entry; running again changes nothing.
    const again = await lookUp(token, 'abuela');
    expect(again.body).toMatchObject({ id: abuela.id, is_saved: true });
    expect((await rekeyVocabulary(ctx)).rekeyed).toBe(0);
  });

  it('re-keys a saved word whose lemma changed when nothing else has the new key', async () => {
    const { user } = await createUser(ctx);
    const old = await legacyRow(user.id, 'lucir', 'Lucía', true);
    await rekeyVocabulary(ctx);
    const [row] = await ctx.db.select().from(vocabulary).where(eq(vocabulary.id, old.id));
    expect(row).toMatchObject({ key: 'Lucía', isSaved: true });
  });
});

describe('notebook search', () => {
  it('finds Chinese words by pinyin typed without tones or spaces', async () => {
    const { token } = await createUser(ctx);
    for (const w of ['喜欢', '绿色', '图书馆'])
      await call(app, { method: 'POST', url: '/api/v1/dictionary/lookup', token, payload: { text: w, lang_from: 'zh', lang_to: 'en' } });
    const find = async (q: string) =>
      (await call(app, { method: 'GET', url: `/api/v1/vocabulary?q=${encodeURIComponent(q)}&learning_language=Simplified_Chinese`, token })).body.items.map(
        (e: { text: string }) => e.text,
      );
    expect(await find('xihuan')).toEqual(['喜欢']);
    expect(await find('xi huan')).toEqual(['喜欢']);
    expect(await find('xǐhuān')).toEqual(['喜欢']);
    expect(await find('lvse')).toEqual(['绿色']);
    expect(await find('tushu')).toEqual(['图书馆']);
    expect(await find('library')).toEqual(['图书馆']);
  });
});

describe('Chinese pop-up', () => {
  it('reads a word as it is read in the sentence it was tapped in', async () => {
    const { token } = await createUser(ctx);
    const zh = (text: string, sentence?: string) =>
      call(app, {
        method: 'POST',
        url: '/api/v1/dictionary/lookup',
        token,
        payload: { text, lang_from: 'zh', lang_to: 'en', ...(sentence ? { context: { sentence } } : {}) },
      });
    expect((await zh('行')).body.pronunciation).toBe('xíng');
    expect((await zh('行', '这一行字很小。')).body.pronunciation).toBe('háng');
    expect((await zh('长', '他长得很高。')).body.pronunciation).toBe('zhǎng');
  });
});
