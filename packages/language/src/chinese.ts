import { entriesFor, longestHeadwordAt, cedict } from './cedict.js';
import { chineseEntry, glossFor, setTokenReading } from './chinese-entry.js';
import { freeReading, hasPolyphoneRule, polyphoneRule, shouldSplit } from './chinese-polyphones.js';
import { applyNameReadings } from './chinese-names.js';
import { applyDiscourseReadings } from './chinese-discourse.js';
import { contextPinyin, reconcileReading, segment, segmenter, wordReading } from './chinese-reading.js';
import { markedToNumbered, numberedReadingToMarked, tonesOf } from './pinyin.js';
import type { DictEntry, Language, LanguageCode, Token } from './types.js';

export { chineseEntry } from './chinese-entry.js';

const HAN_ONLY = /^[\p{Script=Han}〇]+$/u;
const WORDLIKE = /[\p{L}\p{N}]/u;
const HAS_HAN = /\p{Script=Han}/u;

interface WordReading {
  reading: string;
  readingNumbered: string;
  tones: Token['tones'];
  key?: string;
  gloss?: string;
}

const readingCache = new Map<string, WordReading>();

/** Reading of one Han word given its context syllables (memoised: articles repeat words). */
function readWord(word: string, syllables: string[] | null): WordReading {
  const marked = (syllables ?? contextPinyin(word)).join(' ');
  const k = `${word}\u0000${marked}`;
  const hit = readingCache.get(k);
  if (hit) return hit;
  const entries = entriesFor(word);
  const reading = reconcileReading(word, markedToNumbered(marked), entries);
  const r: WordReading = { reading: numberedReadingToMarked(reading), readingNumbered: reading, tones: tonesOf(reading) };
  if (entries.length) {
    r.key = entries[0].simplified;
    const gloss = glossFor(word, reading, entries);
    if (gloss) r.gloss = gloss;
  }
  if (readingCache.size > 50_000) readingCache.clear();
  readingCache.set(k, r);
  return r;
}

interface WordShape {
  han: boolean;
  wordlike: boolean;
  codePoints: number;
}

const shapes = new Map<string, WordShape>();

/** Script tests and code-point length of a token text (memoised: the regexes are the slow part). */
function shapeOf(word: string): WordShape {
  let s = shapes.get(word);
  if (!s) {
    let n = 0;
    for (const _ of word) n++;
    s = { han: HAN_ONLY.test(word), wordlike: WORDLIKE.test(word), codePoints: n };
    if (shapes.size > 50_000) shapes.clear();
    shapes.set(word, s);
  }
  return s;
}

function chineseToken(start: number, word: string, syllables: string[] | null, shape = shapeOf(word)): Token {
  const token: Token = { text: word, start, end: start + word.length, isWord: shape.wordlike };
  let r: WordReading;
  if (shape.han) r = readWord(word, syllables);
  else {
    // A number with its unit (40分钟, ３个, 2750万): the Han part is read and looked up.
    if (!HAS_HAN.test(word)) return token;
    const chars = [...word];
    const han = chars.filter((c) => HAS_HAN.test(c));
    const syl = syllables ? chars.map((c, i) => (HAS_HAN.test(c) ? syllables[i] : '')).filter(Boolean) : null;
    r = readWord(han.join(''), syl && syl.length === han.length ? syl : null);
  }
  token.reading = r.reading;
  token.readingNumbered = r.readingNumbered;
  token.tones = r.tones ? [...r.tones] : undefined;
  if (r.key) token.key = r.key;
  if (r.gloss) token.gloss = r.gloss;
  return token;
}

/**
 * Segments Chinese text and reads every word in its context: offsets,
 * tone-marked and numbered pinyin, tones, dictionary key and short gloss.
 */
export function annotateChinese(text: string): Token[] {
  if (!text) return [];
  const words = segment(text);
  const py = contextPinyin(text);
  let codePoints = 0;
  for (const _ of text) codePoints++;
  const aligned = py.length === codePoints;
  const tokens: Token[] = [];
  let off = 0;
  let cp = 0;
  for (const w of words) {
    if (!w) continue;
    let start = off;
    if (!text.startsWith(w, off)) {
      const found = text.indexOf(w, off);
      if (found < 0) continue;
      start = found;
    }
    const shape = shapeOf(w);
    const n = shape.codePoints;
    const syl = HAS_HAN.test(w) && aligned && start === off ? py.slice(cp, cp + n) : null;
    tokens.push(chineseToken(start, w, syl, shape));
    off = start + w.length;
    cp += n;
  }
  return applyDiscourseReadings(applyNameReadings(applyCharacterReadings(applyPolyphoneRules(splitTokens(tokens)), text)));
}

/**
 * Characters read outside any dictionary word (a lone character, or a word the HMM found) take
 * their ordinary reading: not one CC-CEDICT gives only for a bound use (阆 láng "used in 闶阆",
 * 钌 liào "see 钌铞儿", 酢 cù "variant of 醋"), and a chemical element as the element (镝 dī).
 */
function applyCharacterReadings(tokens: Token[], text: string): Token[] {
  for (const t of tokens) {
    if (!t.readingNumbered || (t.key && t.text.length > 1)) continue;
    // Most tokens are one common character: answered from the memo before any splitting.
    if (t.text.length === 1 && !freeReading(t.text, t.readingNumbered, true)) continue;
    const syl = t.readingNumbered.split(' ');
    const chars = [...t.text].filter((c) => HAS_HAN.test(c));
    if (chars.length !== syl.length) continue;
    let changed = false;
    chars.forEach((c, k) => {
      const alone = chars.length === 1;
      // A name or term the HMM found that starts with 藏 is Tibetan (藏军, 藏北, 藏巴汗): zàng.
      const r =
        c === '藏' && k === 0 && !alone
          ? 'zang4'
          : freeReading(c, syl[k], alone) && freeReading(c, syl[k], alone, text.slice(Math.max(0, t.start - 3), t.end + 3));
      if (r && r !== syl[k]) {
        syl[k] = r;
        changed = true;
      }
    });
    if (!changed) continue;
    setTokenReading(t, syl);
  }
  return tokens;
}

/** Splits words that are two words in this context (see chinese-polyphones.ts). */
function splitTokens(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const prev = i > 0 ? tokens[i - 1].text.trim() : '';
    const next = i + 1 < tokens.length ? tokens[i + 1].text.trim() : '';
    if (!t.readingNumbered || !shouldSplit(t.text, prev, next)) {
      out.push(t);
      continue;
    }
    const syl = t.reading!.split(' ');
    let off = t.start;
    [...t.text].forEach((ch, k) => {
      out.push(chineseToken(off, ch, [syl[k]]));
      off += ch.length;
    });
  }
  return out;
}

/** Re-reads lone polyphonic characters from their neighbours (chinese-polyphones.ts). */
function applyPolyphoneRules(tokens: Token[]): Token[] {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.text.length !== 1 || !t.readingNumbered || !hasPolyphoneRule(t.text)) continue;
    const prev = i > 0 ? tokens[i - 1].text : '';
    const next = i + 1 < tokens.length ? tokens[i + 1].text : '';
    const prev2 = i > 1 ? tokens[i - 2].text.trim() : '';
    const rule = polyphoneRule(t.text, prev.trim(), next.trim(), prev2);
    if (!rule || rule === t.readingNumbered) continue;
    const entries = entriesFor(t.text);
    if (!entries.some((e) => e.reading === rule)) continue;
    t.readingNumbered = rule;
    t.reading = numberedReadingToMarked(rule);
    t.tones = tonesOf(rule);
    const gloss = glossFor(t.text, rule, entries);
    if (gloss) t.gloss = gloss;
  }
  return tokens;
}

/**
 * Numbered reading of the characters `start..end` of annotated tokens
 * (independent of where the segmenter put word boundaries).
 */
export function readingOfSpan(tokens: Token[], start: number, end: number): string {
  const syllables: string[] = [];
  for (const t of tokens) {
    if (!t.readingNumbered || t.end <= start || t.start >= end) continue;
    const syl = t.readingNumbered.split(' ');
    // In a number with its unit (40分钟) only the Han code points have syllables.
    const mixed = !HAN_ONLY.test(t.text);
    let i = 0;
    let off = t.start;
    for (const ch of t.text) {
      if (mixed && !HAS_HAN.test(ch)) {
        off += ch.length;
        continue;
      }
      if (off >= start && off < end) syllables.push(syl[i]);
      off += ch.length;
      i++;
    }
  }
  return syllables.join(' ');
}

/** Context reading (numbered) of `word` found at `at` in `text`. */
function readingAt(text: string, at: number, word: string): string {
  const from = Math.max(0, at - 16);
  const to = Math.min(text.length, at + word.length + 16);
  const tokens = annotateChinese(text.slice(from, to));
  const reading = readingOfSpan(tokens, at - from, at - from + word.length);
  return reading.split(' ').length === [...word].length ? reading : wordReading(word);
}

/**
 * Longest dictionary word starting at the clicked UTF-16 offset, read in
 * its context (clicking 长 in 他长大了 gives 长大 zhǎng dà).
 */
export function lookupChineseAt(text: string, index: number): DictEntry | null {
  if (index < 0 || index >= text.length) return null;
  let at = index;
  const code = text.charCodeAt(at);
  if (code >= 0xdc00 && code <= 0xdfff && at > 0) at--;
  const word = longestHeadwordAt(text, at);
  // Latin letters and digits count only as part of a Chinese word (A股), not alone (the P of iPhone).
  if (!word || !HAS_HAN.test(word)) return null;
  const reading = reconcileReading(word, readingAt(text, at, word));
  return chineseEntry(word, reading);
}

/** The Han run of a token and its offset: a number with its unit (40分钟, ３个) is looked up as its unit. */
function hanPart(word: string, at: number): { word: string; at: number } | null {
  if (HAN_ONLY.test(word)) return { word, at };
  const m = /\p{Script=Han}+/u.exec(word);
  return m ? { word: m[0], at: at + m.index } : null;
}

function lookup(text: string, to: LanguageCode): DictEntry | null {
  if (to !== 'English') return null;
  const word = text.trim();
  return word ? chineseEntry(word) : null;
}

/** The Simplified_Chinese language of the registry (Chinese → English). */
export const chinese: Language = {
  code: 'Simplified_Chinese',
  bcp47: 'zh-CN',
  targets: ['English'],
  annotate: annotateChinese,
  lookup,
  lookupAt: (text, index, to) => (to === 'English' ? lookupChineseAt(text, index) : null),
  // The word as segmented (not the longest headword there), with its reading in this sentence.
  lookupInSentence: (word, sentence, at, to) => {
    if (to !== 'English') return null;
    const w = hanPart(word, at);
    return w ? chineseEntry(w.word, reconcileReading(w.word, readingAt(sentence, w.at, w.word))) : null;
  },
  warmUp() {
    cedict();
    segmenter();
    contextPinyin('中文');
  },
};
