import { readFileSync } from 'node:fs';
import { Jieba } from '@node-rs/jieba';
import { pinyin } from 'pinyin-pro';
import { cedict, entriesFor, type CedictEntry } from './cedict.js';
import { KEEP_FULL_TONE } from './chinese-polyphones.js';
import { markedToNumbered, toneless } from './pinyin.js';

let jieba: Jieba | null = null;

/** The jieba segmenter, loaded once with the CC-CEDICT-seeded dictionary. */
export function segmenter(): Jieba {
  if (!jieba) jieba = Jieba.withDict(readFileSync(cedict().jiebaDictPath));
  return jieba;
}

/** Splits Chinese text into words (no HMM: unknown words fall apart into characters). */
export function segment(text: string): string[] {
  return segmenter().cut(text, false);
}

/** Tone-marked pinyin of every code point of `text` in context (non-Han code points as-is). */
export function contextPinyin(text: string): string[] {
  return pinyin(text, { type: 'array', toneType: 'symbol', nonZh: 'spaced' });
}

const SANDHI = new Set(['一', '不']);

/** True when `neutral` equals `full` except for some syllables in the neutral tone. */
function isNeutralVariant(neutral: string, full: string): boolean {
  const a = neutral.split(' ');
  const b = full.split(' ');
  let diff = 0;
  if (a[0] !== b[0]) return false; // a word never starts in the neutral tone (出来 chū lai, not chu lai)
  for (let i = 1; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (!a[i].endsWith('5') || toneless(a[i]) !== toneless(b[i])) return false;
    diff++;
  }
  return diff > 0;
}

/**
 * Chooses the numbered reading of one word given the context reading from
 * pinyin-pro (`ctx`, numbered):
 *  1. among CC-CEDICT readings with the same syllables, the neutral-tone one
 *     when the context reading only differs by full tones (pinyin-pro never
 *     writes neutral tones: 东西 dōng xi, 告诉 gào su), except KEEP_FULL_TONE;
 *  2. the context reading when CC-CEDICT lists it;
 *  3. the only CC-CEDICT reading with the same syllables;
 *  4. for multi-character words, the only CC-CEDICT reading;
 * keeping the spoken tone of 一 and 不 from the context reading.
 */
export function reconcileReading(word: string, ctx: string, entries: CedictEntry[] = entriesFor(word)): string {
  const chars = [...word];
  const count = ctx.split(' ').length;
  const readings = [...new Set(entries.map((e) => e.reading))].filter((r) => r.split(' ').length === count);
  if (!readings.length) return ctx;
  const bare = toneless(ctx);
  const same = readings.filter((r) => toneless(r) === bare);
  let pick: string | undefined;
  if (chars.length > 1 && !KEEP_FULL_TONE.has(word)) pick = same.find((r) => isNeutralVariant(r, ctx));
  if (!pick && readings.includes(ctx)) return ctx;
  if (!pick && same.length === 1) pick = same[0];
  if (!pick && same.length === 0 && chars.length > 1 && readings.length === 1) pick = readings[0];
  if (!pick) return ctx;
  if (!chars.some((c) => SANDHI.has(c))) return pick;
  const a = pick.split(' ');
  const b = ctx.split(' ');
  return a.map((syl, i) => (SANDHI.has(chars[i]) && toneless(b[i]) === toneless(syl) ? b[i] : syl)).join(' ');
}

/** Numbered context reading of a word read on its own. */
export function wordReading(word: string): string {
  return markedToNumbered(contextPinyin(word).join(' '));
}
