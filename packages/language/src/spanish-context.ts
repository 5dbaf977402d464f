import { findPhrase, phraseLengthFrom, type Phrase } from './spanish-data.js';
import type { SpanishLemma } from './spanish-rank.js';
import type { Token } from './types.js';

/**
 * Disambiguation of a Spanish word by its neighbours, in the manner of a small constraint grammar
 * (lang-0004): the context-free ranking (spanish-rank.ts) is adjusted by what comes just before.
 *  - after a form of haber, a participle is the verb (ha dado → dar);
 *  - after an article, demonstrative or possessive, a noun or adjective rather than a finite verb
 *    (la cuenta → cuenta), and after a clitic, subject pronoun or `no`, the finite verb (se cuenta,
 *    no cuenta → contar);
 *  - a capitalised word inside a sentence that is a proper noun is the name (Lucía), while the same
 *    word starting a sentence keeps its usual reading.
 */
const HABER = new Set([
  'he',
  'has',
  'ha',
  'hemos',
  'habéis',
  'han',
  'había',
  'habías',
  'habíamos',
  'habían',
  'habría',
  'habrían',
  'hubo',
  'hubiera',
  'hubieran',
  'haya',
  'hayan',
  'haber',
  'habiendo',
  'habrá',
  'habrán',
]);
const DETERMINERS = new Set([
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'unos',
  'unas',
  'este',
  'esta',
  'estos',
  'estas',
  'ese',
  'esa',
  'esos',
  'esas',
  'aquel',
  'aquella',
  'aquellos',
  'aquellas',
  'mi',
  'tu',
  'su',
  'mis',
  'tus',
  'sus',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
  'vuestro',
  'vuestra',
  'cada',
  'otro',
  'otra',
  'otros',
  'otras',
  'del',
  'al',
  'cuya',
  'cuyo',
]);
const BEFORE_VERB = new Set([
  'me',
  'te',
  'se',
  'nos',
  'os',
  'le',
  'les',
  'yo',
  'tú',
  'él',
  'ella',
  'usted',
  'nosotros',
  'nosotras',
  'ellos',
  'ellas',
  'ustedes',
  'no',
  'que',
  'quien',
]);
const FINITE = /(^|\.)(pri|pii|ifi|fti|cni|prs|pis|fts|imp)(\.|$)/;
const SENTENCE_END = /[.!?¿¡:;]/;

/** The word before token `i` (lowercase, '' when punctuation or the start comes first) and whether `i` starts a sentence. */
export function neighbourhood(tokens: Token[], i: number): { prev: string; initial: boolean } {
  for (let j = i - 1; j >= 0; j--) {
    const t = tokens[j];
    if (t.isWord) return { prev: t.text.toLowerCase(), initial: false };
    if (!/^\s+$/.test(t.text)) return { prev: '', initial: SENTENCE_END.test(t.text) };
  }
  return { prev: '', initial: true };
}

function contextBonus(c: SpanishLemma, prev: string): number {
  const t = c.tags;
  const verb = c.pos.startsWith('vb');
  if (HABER.has(prev)) return verb && t.startsWith('pp') ? 3 : 0;
  if (DETERMINERS.has(prev)) return c.pos === 'n' || c.pos === 'adj' ? 2 : verb && FINITE.test(t) ? -2 : 0;
  if (BEFORE_VERB.has(prev)) return verb && FINITE.test(t) ? 2 : c.pos === 'n' ? -1 : 0;
  return 0;
}

/** The candidates of a word re-ranked by the word before it (stable: ties keep the context-free order). */
export function rankInContext(cands: SpanishLemma[], prev: string): SpanishLemma[] {
  if (cands.length < 2 || !prev) return cands;
  return cands
    .map((c, k) => ({ c, s: contextBonus(c, prev) - k * 0.01 }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.c);
}

/** A multi-word expression starting at word token `i` (sin embargo, a pesar de) and the index of its last token. */
export function phraseAt(tokens: Token[], i: number): { phrase: Phrase; last: number } | null {
  const first = tokens[i];
  if (!first?.isWord) return null;
  const max = phraseLengthFrom(first.text.toLowerCase());
  if (max < 2) return null;
  const words = [first.text.toLowerCase()];
  const idx = [i];
  for (let j = i + 1; j < tokens.length && words.length < max; j++) {
    const t = tokens[j];
    if (t.isWord) {
      words.push(t.text.toLowerCase());
      idx.push(j);
    } else if (t.text !== ' ') break;
  }
  for (let n = words.length; n >= 2; n--) {
    const phrase = findPhrase(words.slice(0, n));
    // Only expressions Apertium's analyser reads as one unit; FreeDict's also list free word groups.
    if (phrase && phrase.pos !== 'loc') return { phrase, last: idx[n - 1] };
  }
  return null;
}
