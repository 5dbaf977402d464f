import { beforeAll, describe, expect, it } from 'vitest';
import { annotateSpanish, lemmatizeSpanish, lookupSpanish, spanish, tokenizeSpanish } from './spanish.js';
import { describeTags } from './spanish-data.js';

beforeAll(() => spanish.warmUp());

describe('tokenizeSpanish', () => {
  it('keeps accents and ñ inside words and splits ¿ ¡ as punctuation', () => {
    const text = '¿Dónde está el niño? ¡Qué año!';
    const tokens = tokenizeSpanish(text);
    expect(tokens.filter((t) => t.isWord).map((t) => t.text)).toEqual(['Dónde', 'está', 'el', 'niño', 'Qué', 'año']);
    expect(tokens.filter((t) => !t.isWord && t.text.trim()).map((t) => t.text)).toEqual(['¿', '?', '¡', '!']);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
  });

  it('keeps numbers whole', () => {
    expect(tokenizeSpanish('Cuesta 3,50 euros').map((t) => t.text)).toContain('3,50');
  });
});

describe('lemmatizeSpanish', () => {
  it.each([
    ['hablamos', 'hablar', '1st person plural, present indicative'],
    ['hablaron', 'hablar', '3rd person plural, preterite'],
    ['hablaba', 'hablar', 'imperfect indicative'],
    ['hablaré', 'hablar', '1st person singular, future'],
    ['hablaríamos', 'hablar', '1st person plural, conditional'],
    ['hablemos', 'hablar', '1st person plural, present subjunctive'],
    ['hablando', 'hablar', 'gerund'],
    ['hablado', 'hablar', 'past participle'],
    ['tengo', 'tener', '1st person singular, present indicative'],
    ['fui', 'ser', '1st person singular, preterite'],
    ['hizo', 'hacer', '3rd person singular, preterite'],
    ['dijeron', 'decir', '3rd person plural, preterite'],
    ['casas', 'casa', 'noun, plural'],
    ['ciudades', 'ciudad', 'noun, plural'],
    ['lápices', 'lápiz', 'noun, plural'],
    ['niñas', 'niña', 'noun, plural'],
    ['buena', 'bueno', 'adjective, feminine singular'],
    ['felices', 'feliz', 'plural'],
  ])('%s → %s (%s)', (form, lemma, description) => {
    const best = lemmatizeSpanish(form)[0];
    expect(best.lemma).toBe(lemma);
    expect(best.form).toContain(description);
  });

  it('offers both readings of fue (ser / ir)', () => {
    const lemmas = lemmatizeSpanish('fue').map((c) => c.lemma);
    expect(lemmas).toContain('ser');
    expect(lemmas).toContain('ir');
  });

  it.each([
    ['dámelo', 'dar', ['me', 'lo']],
    ['decírselo', 'decir', ['se', 'lo']],
    ['comiéndolo', 'comer', ['lo']],
    ['levántate', 'levantar', ['te']],
    ['sentémonos', 'sentar', ['nos']],
  ])('splits enclitics: %s → %s + %j', (form, lemma, clitics) => {
    const best = lemmatizeSpanish(form)[0];
    expect(best.lemma).toBe(lemma);
    expect(best.clitics).toEqual(clitics);
  });

  it('expands del and al', () => {
    expect(lemmatizeSpanish('del')[0]).toMatchObject({ lemma: 'de', clitics: ['el'], form: 'contraction of de + el' });
    expect(lemmatizeSpanish('al')[0]).toMatchObject({ lemma: 'a', clitics: ['el'] });
  });

  it('is case-insensitive and returns nothing for unknown words', () => {
    expect(lemmatizeSpanish('Hablamos')[0].lemma).toBe('hablar');
    expect(lemmatizeSpanish('xqzt')).toEqual([]);
    expect(lemmatizeSpanish('')).toEqual([]);
  });
});

describe('lemmatizeSpanish: principles of the ranking (lang-0004)', () => {
  it.each([
    ['partidos', 'partido'], // a noun beats a plural participle
    ['presentadas', 'presentado'], // a gendered participle is an adjective
    ['activa', 'activo'], // an adjective beats the 3rd person of a verb
    ['abuela', 'abuela'], // a feminine person noun is its own headword
    ['primera', 'primero'], // apocopated ordinals take the full form
    ['Lucía', 'Lucía'], // a capitalised name
    ['quejó', 'quejar'], // pronominal verbs under the verb
    ['desconoce', 'desconocer'], // unknown: a prefix on a known verb
    ['empató', 'empatar'], // unknown: a verbal ending
    ['detractores', 'detractor'], // unknown: a plural
    ['través', 'través'], // -és words are singular
    ['pese', 'pese'], // the head of "pese a", not a subjunctive of pesar
  ])('%s → %s', (form, lemma) => {
    // A form with no candidate at all stands for itself (as a lookup shows it).
    expect(lemmatizeSpanish(form)[0]?.lemma ?? form).toBe(lemma);
  });

  it('reads a word by the word before it', () => {
    const keys = (t: string) =>
      Object.fromEntries(
        annotateSpanish(t)
          .filter((x) => x.isWord)
          .map((x) => [x.text, x.key]),
      );
    expect(keys('Nos ha dado la razón.').dado).toBe('dar');
    expect(keys('No cuenta nada.').cuenta).toBe('contar');
    expect(keys('Ayer vino Lucía.')['Lucía']).toBe('Lucía');
  });

  it('marks the words of an expression and looks expressions up', () => {
    const tokens = annotateSpanish('Pese a todo, sin embargo, vino.');
    expect(tokens.find((t) => t.text === 'Pese')?.phrase).toMatchObject({ text: 'Pese a', key: 'pese a' });
    expect(tokens.find((t) => t.text === 'embargo')?.phrase).toMatchObject({ key: 'sin embargo', gloss: 'however' });
    expect(tokens.find((t) => t.text === 'embargo')?.key).toBe('embargo');
    expect(lookupSpanish('Sin embargo')?.meaning).toBe('however');
    expect(spanish.lookupAt('Sin embargo, vino.', 5, 'English')?.lemma).toBe('sin embargo');
  });
});

describe('lookupSpanish', () => {
  it('answers hablamos with hablar, "to speak" and the form', () => {
    const e = lookupSpanish('hablamos')!;
    expect(e.lemma).toBe('hablar');
    expect(e.meaning).toMatch(/speak/);
    expect(e.senses).toContain('to speak');
    expect(e.form).toContain('1st person plural, present');
    expect(e.pronunciation).toBeNull();
    expect(e.otherAnalyses?.some((a) => a.form.includes('preterite'))).toBe(true);
  });

  it('translates nouns and adjectives', () => {
    expect(lookupSpanish('libros')?.senses).toContain('book');
    expect(lookupSpanish('casa')?.meaning).toMatch(/house/);
    expect(lookupSpanish('rápidas')?.lemma).toBe('rápido');
  });

  it('returns null for unknown words, phrases and empty input', () => {
    expect(lookupSpanish('xqzt')).toBeNull();
    expect(lookupSpanish('la casa')).toBeNull();
    expect(lookupSpanish(' ')).toBeNull();
    expect(spanish.lookup('casa', 'Simplified_Chinese')).toBeNull();
  });

  it('looks up the word under a clicked offset', () => {
    expect(spanish.lookupAt('Ayer hablamos mucho.', 7, 'English')?.lemma).toBe('hablar');
    expect(spanish.lookupAt('Ayer hablamos mucho.', 4, 'English')).toBeNull();
  });
});

describe('annotateSpanish', () => {
  it('gives lemma keys, glosses and parts', () => {
    const tokens = annotateSpanish('¡Dámelo! Vengo del mercado.');
    const byText = Object.fromEntries(tokens.map((t) => [t.text, t]));
    expect(byText['Dámelo']).toMatchObject({ key: 'dar', parts: ['dar', 'me', 'lo'] });
    expect(byText['Vengo']).toMatchObject({ key: 'venir' });
    expect(byText['del']).toMatchObject({ key: 'de', parts: ['de', 'el'] });
    expect(byText['mercado'].gloss).toMatch(/market/);
    expect(byText['¡'].key).toBeUndefined();
  });
});

describe('describeTags', () => {
  it.each([
    ['pri.p1.pl', 'vblex', '1st person plural, present indicative'],
    ['imp.p2.sg', 'vblex', '2nd person singular, imperative'],
    ['pp.f.pl', 'vblex', 'past participle, feminine plural'],
    ['inf', 'vblex', 'infinitive'],
    ['f.pl', 'adj', 'adjective, feminine plural'],
    ['m.pl', 'n', 'noun, plural'],
  ])('%s (%s) → %s', (tags, pos, text) => {
    expect(describeTags(tags, pos)).toBe(text);
  });
});
