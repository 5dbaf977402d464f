import { entriesFor, longestHeadwordAt, type CedictEntry } from './cedict.js';
import { reconcileReading, wordReading } from './chinese-reading.js';
import { shortGloss } from './gloss.js';
import { numberedReadingToMarked, toneless, tonesOf } from './pinyin.js';
import type { DictEntry, OtherReading, Token } from './types.js';

/** Dictionary entries of Chinese headwords: readings grouped, the reading in context first. */

const HAN_ONLY = /^[\p{Script=Han}〇]+$/u;

interface ReadingGroup {
  reading: string;
  entries: CedictEntry[];
}

function groupByReading(entries: CedictEntry[]): ReadingGroup[] {
  const groups: ReadingGroup[] = [];
  for (const e of entries) {
    let g = groups.find((x) => x.reading === e.reading);
    if (!g) groups.push((g = { reading: e.reading, entries: [] }));
    g.entries.push(e);
  }
  // Within a reading, common-noun entries before proper nouns ("zhang1" before "Zhang1").
  for (const g of groups) g.entries.sort((a, b) => Number(/^[A-Z]/.test(a.pinyin)) - Number(/^[A-Z]/.test(b.pinyin)));
  return groups;
}

function pickGroup(groups: ReadingGroup[], reading: string): ReadingGroup {
  return (
    groups.find((g) => g.reading === reading) ??
    groups.find((g) => toneless(g.reading) === toneless(reading)) ??
    groups.find((g) => g.entries.some((e) => !/^[A-Z]/.test(e.pinyin))) ??
    groups[0]
  );
}

const glossCache = new Map<string, string | null>();

export function glossFor(word: string, reading: string, entries: CedictEntry[]): string | null {
  const k = `${word}\u0000${reading}`;
  let g = glossCache.get(k);
  if (g === undefined) {
    const senses = pickGroup(groupByReading(entries), reading).entries.flatMap((e) => e.senses);
    g = shortGloss(senses);
    if (glossCache.size > 20_000) glossCache.clear();
    glossCache.set(k, g);
  }
  return g;
}

/**
 * Dictionary entry of a Chinese headword (simplified or traditional).
 * `reading` (numbered) selects the primary reading, e.g. the one read in context;
 * without it the most likely standalone reading is chosen.
 */
export function chineseEntry(word: string, reading?: string): DictEntry | null {
  const entries = entriesFor(word);
  if (!entries.length) return composedEntry(word, reading);
  const groups = groupByReading(entries);
  // pinyin-pro only decides between several readings (行 xíng / háng); most words have one.
  const wanted =
    reading ??
    (groups.length === 1
      ? groups[0].reading
      : (groups.find((g) => g.entries.some((e) => e.preferred))?.reading ?? reconcileReading(word, wordReading(word), entries)));
  const main = pickGroup(groups, wanted);
  const uniq = (xs: string[]) => [...new Set(xs)];
  const senses = uniq(main.entries.flatMap((e) => e.senses));
  const others: OtherReading[] = groups
    .filter((g) => g !== main)
    .map((g) => ({
      pronunciation: numberedReadingToMarked(g.reading),
      readingNumbered: g.reading,
      senses: uniq(g.entries.flatMap((e) => e.senses)),
    }));
  const first = main.entries[0];
  const hsk = entries.find((e) => e.hsk !== null)?.hsk ?? null;
  return {
    text: word,
    pronunciation: numberedReadingToMarked(main.reading),
    meaning: shortGloss(senses),
    senses,
    lemma: first.simplified,
    readingNumbered: main.reading,
    tones: tonesOf(main.reading),
    hsk,
    simplified: first.simplified,
    traditional: first.traditional,
    classifiers: uniq(main.entries.flatMap((e) => e.classifiers)),
    variants: uniq(main.entries.flatMap((e) => e.variants)),
    otherReadings: others.length ? others : undefined,
    source: 'CC-CEDICT',
  };
}

/**
 * A word the dictionary lacks (a name, a new compound the segmenter found: 礼车) explained by its
 * parts, the longest dictionary words from left to right: "礼 lǐ: …", "车 chē: car; vehicle".
 */
function composedEntry(word: string, reading?: string): DictEntry | null {
  if (!HAN_ONLY.test(word) || word.length < 2 || word.length > 8) return null;
  const numbered = reading ?? wordReading(word);
  const syllables = numbered.split(' ');
  const senses: string[] = [];
  let cp = 0;
  for (let at = 0; at < word.length;) {
    const part = longestHeadwordAt(word, at) ?? String.fromCodePoint(word.codePointAt(at)!);
    const n = [...part].length;
    const partReading = syllables.slice(cp, cp + n).join(' ');
    const entry = entriesFor(part).length ? chineseEntry(part, partReading) : null;
    // A part known only as a variant of another character explains nothing.
    if (!entry?.meaning || /^(old |archaic )?variant of/i.test(entry.meaning)) return null;
    senses.push(`${part} ${numberedReadingToMarked(partReading)}: ${entry.meaning}`);
    at += part.length;
    cp += n;
  }
  return {
    text: word,
    pronunciation: numberedReadingToMarked(numbered),
    meaning: senses.join(' + '),
    senses,
    lemma: word,
    readingNumbered: numbered,
    tones: tonesOf(numbered),
    hsk: null,
    simplified: word,
    classifiers: [],
    variants: [],
    source: 'CC-CEDICT',
  };
}

/** Gives a token new syllables (numbered pinyin, one a character): its marks, tones and, for one character, the gloss of that reading. */
export function setTokenReading(t: Token, syl: string[]): void {
  const reading = syl.join(' ');
  t.readingNumbered = reading;
  t.reading = numberedReadingToMarked(reading);
  t.tones = tonesOf(reading);
  if (syl.length === 1) {
    const gloss = glossFor(t.text, reading, entriesFor(t.text));
    if (gloss) t.gloss = gloss;
  }
}
