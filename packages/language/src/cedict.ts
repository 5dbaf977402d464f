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

/**
 * A sorted text file kept as its UTF-8 bytes with the offsets of its lines, instead of one
 * UTF-16 string and a string per line (decision 0123: ~25 → ~11 MB for CC-CEDICT). Lines are
 * sorted by their key (the text before the first tab) in code-point order, which is the order of
 * the keys' UTF-8 bytes, so a lookup compares bytes and decodes only the lines it returns.
 */
export class SortedLines {
  readonly count: number;
  private readonly starts: Uint32Array;
  private readonly tabs: Uint32Array;

  constructor(private readonly bytes: Buffer) {
    let n = bytes.length ? 1 : 0;
    for (let p = bytes.indexOf(10); p >= 0; p = bytes.indexOf(10, p + 1)) n++;
    this.count = n;
    this.starts = new Uint32Array(n + 1);
    this.tabs = new Uint32Array(n);
    let pos = 0;
    for (let i = 0; i < n; i++) {
      const nl = bytes.indexOf(10, pos);
      const end = nl < 0 ? bytes.length : nl;
      const tab = bytes.indexOf(9, pos);
      this.starts[i] = pos;
      this.tabs[i] = tab >= 0 && tab < end ? tab : end;
      pos = end + 1;
    }
    this.starts[n] = bytes.length + 1;
  }

  /** Line `i` without its newline. */
  line(i: number): string {
    return this.bytes.toString('utf8', this.starts[i], this.starts[i + 1] - 1);
  }

  /** What line `i` holds after its key and tab. */
  rest(i: number): string {
    return this.bytes.toString('utf8', Math.min(this.tabs[i] + 1, this.starts[i + 1] - 1), this.starts[i + 1] - 1);
  }

  /** Byte length of line `i`'s key. */
  keyBytes(i: number): number {
    return this.tabs[i] - this.starts[i];
  }

  /** `key` (its first `len` bytes) against line `i`'s key: negative, 0 or positive, in byte order. */
  private compare(key: Uint8Array, len: number, i: number): number {
    const b = this.bytes;
    let p = this.starts[i];
    const end = this.tabs[i];
    for (let k = 0; k < len; k++, p++) {
      if (p >= end) return 1;
      const d = key[k] - b[p];
      if (d !== 0) return d;
    }
    return p < end ? -1 : 0;
  }

  /** Whether line `i`'s key is `key` (UTF-8, its first `len` bytes). */
  keyIs(i: number, key: Uint8Array, len = key.length): boolean {
    return this.compare(key, len, i) === 0;
  }

  /** Index of the first line whose key is exactly `key` (UTF-8, its first `len` bytes), or -1. */
  find(key: Uint8Array, len = key.length): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(key, len, mid) > 0) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.count && this.keyIs(lo, key, len) ? lo : -1;
  }
}

const encoder = new TextEncoder();
const scratch = new Uint8Array(1024);

/** `word` in UTF-8 for a lookup: the shared scratch buffer (valid until the next call) and its length. */
function utf8(word: string): [Uint8Array, number] {
  if (word.length * 3 > scratch.length) {
    const bytes = encoder.encode(word);
    return [bytes, bytes.length];
  }
  return [scratch, encoder.encodeInto(word, scratch).written];
}

interface CedictIndex {
  /** Entries, sorted by simplified headword (binary-searched: no map to build at load). */
  lines: SortedLines;
  /** `traditional\tline,line`, sorted by traditional headword. */
  trad: SortedLines;
  maxLen: number;
  jiebaDictPath: string;
  englishPath: string;
}

let index: CedictIndex | null = null;
const parsed = new Map<number, CedictEntry>();

function load(): CedictIndex {
  const paths = ensureCedictCache();
  const lines = new SortedLines(readFileSync(paths.entries));
  const trad = new SortedLines(readFileSync(paths.traditional));
  return { lines, trad, maxLen: 16, jiebaDictPath: paths.jieba, englishPath: paths.english };
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
  const f = cedict().lines.line(i).split('\t');
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
  const [key, len] = utf8(word);
  const out: number[] = [];
  const start = ix.lines.find(key, len);
  if (start >= 0) for (let i = start; i < ix.lines.count && ix.lines.keyIs(i, key, len); i++) out.push(i);
  const t = ix.trad.find(key, len);
  if (t >= 0) {
    for (const n of ix.trad.rest(t).split(',')) {
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
  const [key, len] = utf8(word);
  return ix.lines.find(key, len) >= 0 || ix.trad.find(key, len) >= 0;
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

/** English key → ranked entry line indexes (`"3,17,5"`), looked up in the sorted file's bytes. */
export interface EnglishIndex {
  has(key: string): boolean;
  get(key: string): string | undefined;
}

let english: EnglishIndex | null = null;

/** English key → ranked entry line indexes (reverse index, loaded on first use). */
export function englishIndex(): EnglishIndex {
  if (english) return english;
  const lines = new SortedLines(readFileSync(cedict().englishPath));
  english = {
    has: (key) => lines.find(...utf8(key)) >= 0,
    get: (key) => {
      const i = lines.find(...utf8(key));
      return i >= 0 ? lines.rest(i) : undefined;
    },
  };
  return english;
}

/** Ranked CC-CEDICT entries whose English sense is exactly `key`. */
export function englishEntries(key: string): CedictEntry[] {
  const list = englishIndex().get(key);
  return list ? list.split(',').map((n) => entryAt(Number(n))) : [];
}
