import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { annotate } from './annotate.js';
import { lemmatizeEnglish } from './english.js';
import { lookup, lookupAt, lookupInSentence } from './lookup.js';
import { warmUp } from './registry.js';
import { lemmatizeSpanish } from './spanish.js';
import { LANGUAGE_CODES, type LanguageCode, type Token } from './types.js';

beforeAll(() => warmUp(), 120_000);

/** Every entry point a learner's text reaches, for one text in every language. */
function exercise(text: string): void {
  for (const lang of LANGUAGE_CODES) {
    const tokens = annotate(text, lang);
    coversExactly(text, tokens);
    for (const to of LANGUAGE_CODES) {
      lookup(text, lang, to);
      lookupInSentence(text.slice(0, 8), text, lang, to);
    }
    for (const at of [0, text.length >> 1, text.length - 1]) lookupAt(text, at, lang);
  }
  lemmatizeSpanish(text);
  lemmatizeEnglish(text);
}

function coversExactly(text: string, tokens: Token[]): void {
  let at = 0;
  for (const t of tokens) {
    expect(t.start).toBeGreaterThanOrEqual(at);
    expect(text.slice(t.start, t.end)).toBe(t.text);
    at = t.end;
  }
}

describe('no input makes the language core throw', () => {
  it.each([
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'prototype',
    'Constructor',
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\udc00abc',
    'a\ud83d',
    '😀',
    '👩‍👩‍👧',
    'ﷺ',
    '\u200b',
    'e\u0301',
    '银行constructor行长',
    'el __proto__ del toString',
    '¿Dámelo?',
    'mañana 明天 tomorrow ١٢٣ ९',
  ])('%j', (text) => {
    expect(() => exercise(text)).not.toThrow();
  });

  it('annotates 100,000 characters of mixed scripts', () => {
    const text = '银行行长来了。Sin embargo, ¡dámelo! The children went 😀 '.repeat(2_000).slice(0, 100_000);
    for (const lang of LANGUAGE_CODES) coversExactly(text, annotate(text, lang as LanguageCode));
  });

  it('holds for random Unicode (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        exercise(text);
      }),
      { numRuns: 300 },
    );
  });
});
