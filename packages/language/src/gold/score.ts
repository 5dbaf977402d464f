import { annotateChinese, readingOfSpan } from '../chinese.js';
import { numberedReadingToMarked } from '../pinyin.js';
import { lemmatizeSpanish } from '../spanish.js';
import type { EsGoldItem } from './es-lemmas.js';
import type { ZhGoldItem } from './zh-pinyin.js';

/** Result of scoring a gold set. */
export interface GoldScore {
  total: number;
  correct: number;
  accuracy: number;
  misses: string[];
}

function nthIndex(text: string, word: string, n: number): number {
  let at = -1;
  for (let i = 0; i <= n; i++) {
    at = text.indexOf(word, at + 1);
    if (at < 0) return -1;
  }
  return at;
}

/** Tone-marked pinyin of the characters `start..end` of a sentence, read in context. */
export function pinyinOfSpan(sentence: string, start: number, end: number): string {
  return numberedReadingToMarked(readingOfSpan(annotateChinese(sentence), start, end));
}

/** Scores the Chinese pinyin gold set: a word counts when its reading matches one accepted answer. */
export function scoreZhPinyin(items: ZhGoldItem[]): GoldScore {
  const misses: string[] = [];
  let correct = 0;
  for (const [sentence, word, expected, occurrence = 0] of items) {
    const at = nthIndex(sentence, word, occurrence);
    if (at < 0) throw new Error(`gold item: "${word}" not found in "${sentence}"`);
    const got = pinyinOfSpan(sentence, at, at + word.length);
    if (expected.split('|').includes(got)) correct++;
    else misses.push(`${sentence} ${word}: expected ${expected}, got ${got}`);
  }
  return { total: items.length, correct, accuracy: correct / items.length, misses };
}

/** Scores the Spanish lemma gold set: the best candidate must be one of the accepted lemmas. */
export function scoreEsLemmas(items: EsGoldItem[]): GoldScore {
  const misses: string[] = [];
  let correct = 0;
  for (const [form, expected] of items) {
    const accepted = Array.isArray(expected) ? expected : [expected];
    const got = lemmatizeSpanish(form)[0]?.lemma ?? '(none)';
    if (accepted.includes(got)) correct++;
    else misses.push(`${form}: expected ${accepted.join('|')}, got ${got}`);
  }
  return { total: items.length, correct, accuracy: correct / items.length, misses };
}
