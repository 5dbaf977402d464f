import { readFileSync } from 'node:fs';
import { ensureCedictCache } from './cedict-build.js';
import { renderReference, renderSense } from './cedict-notation.js';
import { normalizeNumbered } from './pinyin.js';

/** One CC-CEDICT entry (one headword + one reading) from the compact index. */
export interface CedictEntry {
  simplified: string;
  traditional: string;
  /** Numbered pinyin as in CC-CEDICT (capitalised for proper nouns). */
  pinyin: string;
  /** Lowercase numbered pinyin with ü. */
  reading: string;
  senses: string[];
  classifiers: string[];
  variants: string[];
  hsk: number | null;
  /** Word frequency from jieba's corpus (0 when unknown). */
  freq: number;
  /** The reading a headword with several readings has when read on its own. */
  preferred: boolean;
}

interface CedictIndex {
  /** Entries, sorted by simplified headword (binary-searched: no map to build at load). */
  lines: string[];
  /** `traditional\tline,line`, sorted by traditional headword. */
  trad: string[];
  maxLen: number;
  jiebaDictPath: string;
  englishPath: string;
}

let index: CedictIndex | null = null;
const parsed = new Map<number, CedictEntry>();

function load(): CedictIndex {
  const paths = ensureCedictCache();
  const lines = readFileSync(paths.entries, 'utf8').split('\n');
  const trad = readFileSync(paths.traditional, 'utf8').split('\n');
  return { lines, trad, maxLen: 16, jiebaDictPath: paths.jieba, englishPath: paths.english };
}

/** First index in sorted `lines` whose key (text before the first tab) is ≥ `word`. */
function lowerBound(lines: string[], word: string): number {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const line = lines[mid];
    const key = line.slice(0, line.indexOf('\t'));
    if (key < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first line whose key is exactly `word`, or -1. */
function find(lines: string[], word: string): number {
  const i = lowerBound(lines, word);
  return i < lines.length && lines[i].startsWith(word) && lines[i].charCodeAt(word.length) === 9 ? i : -1;
}

/** Loads the compact CC-CEDICT index once per process (builds the cache on first use). */
export function cedict(): CedictIndex {
  if (!index) index = load();
  return index;
}

/** Parses (and memoises) the entry on line `i` of the index. */
export function entryAt(i: number): CedictEntry {
  let e = parsed.get(i);
  if (e) return e;
  const f = cedict().lines[i].split('\t');
  e = {
    simplified: f[0],
    traditional: f[1],
    pinyin: f[2],
    reading: normalizeNumbered(f[2]),
    // CC-CEDICT's notation as a learner reads it (see 什么 shén me; measure word: 个 gè).
    senses: f[3] ? f[3].split('/').map(renderSense) : [],
    classifiers: f[4] ? f[4].split(',').map(renderReference) : [],
    variants: f[5] ? f[5].split(',').map(renderReference) : [],
    hsk: f[6] ? Number(f[6]) : null,
    freq: f[7] ? Number(f[7]) : 0,
    preferred: f[8] === '1',
  };
  if (parsed.size > 50_000) parsed.clear();
  parsed.set(i, e);
  return e;
}

/** Line indexes of all entries whose simplified or traditional headword is `word`. */
export function entryIndexes(word: string): number[] {
  const ix = cedict();
  const out: number[] = [];
  const start = find(ix.lines, word);
  if (start >= 0) {
    const prefix = `${word}\t`;
    for (let i = start; i < ix.lines.length && ix.lines[i].startsWith(prefix); i++) out.push(i);
  }
  const t = find(ix.trad, word);
  if (t >= 0) {
    for (const n of ix.trad[t].slice(word.length + 1).split(',')) {
      const i = Number(n);
      if (!out.includes(i)) out.push(i);
    }
  }
  return out;
}

/** All CC-CEDICT entries for a simplified or traditional headword. */
export function entriesFor(word: string): CedictEntry[] {
  return entryIndexes(word).map(entryAt);
}

/** True when `word` is a simplified or traditional headword. */
export function hasHeadword(word: string): boolean {
  const ix = cedict();
  return find(ix.lines, word) >= 0 || find(ix.trad, word) >= 0;
}

/** Longest headword starting at UTF-16 offset `at` of `text`, or null. */
export function longestHeadwordAt(text: string, at: number): string | null {
  const end = Math.min(text.length, at + cedict().maxLen);
  for (let j = end; j > at; j--) {
    const w = text.slice(at, j);
    if (hasHeadword(w)) return w;
  }
  return null;
}

let english: Map<string, string> | null = null;

/** English key → ranked entry line indexes (reverse index, loaded on first use). */
export function englishIndex(): Map<string, string> {
  if (english) return english;
  const map = new Map<string, string>();
  const text = readFileSync(cedict().englishPath, 'utf8');
  let pos = 0;
  while (pos < text.length) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    const tab = text.indexOf('\t', pos);
    map.set(text.slice(pos, tab), text.slice(tab + 1, nl));
    pos = nl + 1;
  }
  english = map;
  return map;
}

/** Ranked CC-CEDICT entries whose English sense is exactly `key`. */
export function englishEntries(key: string): CedictEntry[] {
  const list = englishIndex().get(key);
  return list ? list.split(',').map((n) => entryAt(Number(n))) : [];
}
