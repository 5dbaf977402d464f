import { entriesFor } from './cedict.js';
import { setTokenReading } from './chinese-entry.js';
import { wordReading } from './chinese-reading.js';
import type { Token } from './types.js';

/** Characters rarer than this (jieba's corpus counts: 蕃 613, 莘 32, 朴 270; 行 22,128) keep one reading per text. */
export const RARE_CHAR_FREQ = 2_000;

const HAN = /^\p{Script=Han}$/u;
const aloneMemo = new Map<string, string>();

/** Numbered reading of a character read on its own (pinyin-pro's default). */
function aloneReading(c: string): string {
  let r = aloneMemo.get(c);
  if (r === undefined) {
    r = wordReading(c);
    if (aloneMemo.size > 10_000) aloneMemo.clear();
    aloneMemo.set(c, r);
  }
  return r;
}

const isRare = (c: string) => HAN.test(c) && (entriesFor(c)[0]?.freq ?? 0) <= RARE_CHAR_FREQ;
const NONE: [string, string][] = [];
const wordMemo = new Map<string, { reading: string; out: [string, string][] }>();

/** The rare characters of a word read otherwise than alone, with their reading there (memoised: words repeat). */
function rareReadingsIn(word: string, reading: string): [string, string][] {
  const hit = wordMemo.get(word);
  if (hit && hit.reading === reading) return hit.out;
  let out = NONE;
  const chars = [...word];
  const syl = reading.split(' ');
  if (chars.length === syl.length)
    chars.forEach((c, i) => {
      // A neutral tone belongs to the word (骆驼 luò tuo), not to the character (双峰驼 tuó).
      if (isRare(c) && !syl[i].endsWith('5') && syl[i] !== aloneReading(c)) out = [...out, [c, syl[i]]];
    });
  if (wordMemo.size > 50_000) wordMemo.clear();
  wordMemo.set(word, { reading, out });
  return out;
}

/**
 * One reading per text for rare characters (one sense per discourse): a rare character that a word
 * of the text reads otherwise than alone (吐蕃 Tǔbō, 东莞 Dōngguǎn) keeps that reading where it
 * stands outside any dictionary word in the same text (蕃军 bō, 莞城 guǎn): a rare character
 * repeated in a passage names the same place, people or thing. Frequent characters (行, 长) are
 * left alone, and no neutral tone spreads: it belongs to the word.
 */
export function applyDiscourseReadings(tokens: Token[]): Token[] {
  let readings: Map<string, string> | null = null;
  for (const t of tokens) {
    if (!t.readingNumbered || t.text.length < 2 || !t.key) continue;
    for (const [c, r] of rareReadingsIn(t.text, t.readingNumbered)) {
      readings ??= new Map();
      // Two different word readings in one text: no single reading to spread.
      readings.set(c, readings.has(c) && readings.get(c) !== r ? '' : r);
    }
  }
  if (!readings) return tokens;
  for (const t of tokens) {
    if (!t.readingNumbered || (t.key && t.text.length > 1)) continue;
    const chars = [...t.text];
    const syl = t.readingNumbered.split(' ');
    if (chars.length !== syl.length) continue;
    let changed = false;
    chars.forEach((c, k) => {
      const r = readings.get(c);
      if (r && syl[k] === aloneReading(c) && r !== syl[k]) [syl[k], changed] = [r, true];
    });
    if (!changed) continue;
    setTokenReading(t, syl);
  }
  return tokens;
}
