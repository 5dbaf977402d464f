import { cedict, englishEntries, englishIndex } from './cedict.js';
import { shortGloss } from './gloss.js';
import { numberedReadingToMarked } from './pinyin.js';
import type { DictEntry, Language, LanguageCode, Token, Translation } from './types.js';

const IRREGULAR: Record<string, string> = {
  am: 'be',
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  been: 'be',
  being: 'be',
  has: 'have',
  had: 'have',
  does: 'do',
  did: 'do',
  done: 'do',
  went: 'go',
  gone: 'go',
  goes: 'go',
  ate: 'eat',
  eaten: 'eat',
  saw: 'see',
  seen: 'see',
  took: 'take',
  taken: 'take',
  came: 'come',
  made: 'make',
  said: 'say',
  got: 'get',
  gotten: 'get',
  knew: 'know',
  known: 'know',
  thought: 'think',
  told: 'tell',
  found: 'find',
  gave: 'give',
  given: 'give',
  bought: 'buy',
  brought: 'bring',
  wrote: 'write',
  written: 'write',
  spoke: 'speak',
  spoken: 'speak',
  left: 'leave',
  felt: 'feel',
  kept: 'keep',
  began: 'begin',
  begun: 'begin',
  sat: 'sit',
  stood: 'stand',
  met: 'meet',
  paid: 'pay',
  sent: 'send',
  spent: 'spend',
  built: 'build',
  sold: 'sell',
  heard: 'hear',
  held: 'hold',
  understood: 'understand',
  taught: 'teach',
  caught: 'catch',
  fought: 'fight',
  slept: 'sleep',
  drank: 'drink',
  drunk: 'drink',
  swam: 'swim',
  sang: 'sing',
  sung: 'sing',
  drove: 'drive',
  driven: 'drive',
  rode: 'ride',
  ridden: 'ride',
  flew: 'fly',
  flown: 'fly',
  wore: 'wear',
  worn: 'wear',
  chose: 'choose',
  chosen: 'choose',
  fell: 'fall',
  fallen: 'fall',
  forgot: 'forget',
  forgotten: 'forget',
  broke: 'break',
  broken: 'break',
  lost: 'lose',
  won: 'win',
  ran: 'run',
  became: 'become',
  grew: 'grow',
  grown: 'grow',
  threw: 'throw',
  thrown: 'throw',
  led: 'lead',
  meant: 'mean',
  lay: 'lie',
  lain: 'lie',
  children: 'child',
  men: 'man',
  women: 'woman',
  people: 'person',
  mice: 'mouse',
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  better: 'good',
  best: 'good',
  worse: 'bad',
  worst: 'bad',
};

/** Splits English text into word, number, whitespace and punctuation tokens with offsets. */
export function tokenizeEnglish(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[A-Za-z]+(?:['’-][A-Za-z]+)*|\d+(?:[.,]\d+)*|\s+|[^\sA-Za-z\d]/g)) {
    const t = m[0];
    out.push({ text: t, start: m.index!, end: m.index! + t.length, isWord: /[A-Za-z\d]/.test(t) });
  }
  return out;
}

function candidates(w: string): string[] {
  const c: string[] = [w];
  if (Object.hasOwn(IRREGULAR, w)) c.push(IRREGULAR[w]);
  const add = (x: string) => x.length > 1 && c.push(x);
  if (w.endsWith('ies')) add(`${w.slice(0, -3)}y`);
  if (w.endsWith('ves')) {
    add(`${w.slice(0, -3)}f`);
    add(`${w.slice(0, -3)}fe`);
  }
  if (/(s|x|z|ch|sh|o)es$/.test(w)) add(w.slice(0, -2));
  if (w.endsWith('s') && !w.endsWith('ss')) add(w.slice(0, -1));
  if (w.endsWith('ied')) add(`${w.slice(0, -3)}y`);
  if (w.endsWith('ed')) {
    add(w.slice(0, -2));
    add(w.slice(0, -1));
    if (/([^aeiou])\1ed$/.test(w)) add(w.slice(0, -3));
  }
  if (w.endsWith('ing')) {
    add(w.slice(0, -3));
    add(`${w.slice(0, -3)}e`);
    if (/([^aeiou])\1ing$/.test(w)) add(w.slice(0, -4));
    if (w.endsWith('ying')) add(`${w.slice(0, -4)}ie`);
  }
  if (w.endsWith('est')) {
    add(w.slice(0, -3));
    add(w.slice(0, -2));
  }
  if (w.endsWith('er')) {
    add(w.slice(0, -2));
    add(w.slice(0, -1));
  }
  if (w.endsWith('iest')) add(`${w.slice(0, -4)}y`);
  if (w.endsWith('ier')) add(`${w.slice(0, -3)}y`);
  return c;
}

/**
 * Dictionary form of an English word, using a small irregular table and
 * suffix rules checked against the CC-CEDICT English index
 * (libraries → library, went → go, running → run). Unknown words come back lowercased.
 */
export function lemmatizeEnglish(word: string): string {
  const w = word.trim().toLowerCase().replace(/’/g, "'");
  const index = englishIndex();
  if (Object.hasOwn(IRREGULAR, w) && index.has(IRREGULAR[w])) return IRREGULAR[w];
  const weight = (k: string) => index.get(k)?.split(',').length ?? 0;
  const own = weight(w);
  for (const c of candidates(w).slice(1)) {
    // "books" is also a CC-CEDICT sense; take "book" when it is clearly the commoner key.
    if (index.has(c) && (own === 0 || weight(c) >= 2 * own)) return c;
  }
  return w;
}

const translationCache = new Map<string, Translation>();

/** English → Chinese translations of a word or short phrase, best first. */
export function translateEnglish(text: string, limit = 8): Translation[] {
  const phrase = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(to|a|an|the) /, '');
  let list = englishEntries(phrase);
  if (!list.length && !phrase.includes(' ')) list = englishEntries(lemmatizeEnglish(phrase));
  const seen = new Set<string>();
  const out: Translation[] = [];
  for (const e of list) {
    const k = `${e.simplified}|${e.reading}`;
    if (seen.has(k)) continue;
    seen.add(k);
    let t = translationCache.get(k);
    if (!t) {
      t = { text: e.simplified, traditional: e.traditional, pronunciation: numberedReadingToMarked(e.reading), meaning: shortGloss(e.senses), hsk: e.hsk };
      if (translationCache.size > 20_000) translationCache.clear();
      translationCache.set(k, t);
    }
    out.push({ ...t });
    if (out.length >= limit) break;
  }
  return out;
}

/** English → Chinese entry: lemma, ranked Chinese equivalents with pinyin. */
export function lookupEnglish(text: string): DictEntry | null {
  const word = text.trim();
  if (!word) return null;
  const translations = translateEnglish(word);
  if (!translations.length) return null;
  const best = translations[0];
  const lemma = word.includes(' ') ? word.toLowerCase() : lemmatizeEnglish(word);
  return {
    text: word,
    pronunciation: best.pronunciation,
    meaning: translations
      .slice(0, 3)
      .map((t) => t.text)
      .join('; '),
    senses: translations.map((t) => `${t.text} ${t.pronunciation ?? ''} — ${t.meaning ?? ''}`.trim()),
    lemma,
    ...(lemma !== word.toLowerCase() ? { form: `inflected form of ${lemma}` } : {}),
    translations,
    source: 'CC-CEDICT',
  };
}

/** Tokens with lemma keys and the best Chinese equivalent as gloss. */
export function annotateEnglish(text: string): Token[] {
  const tokens = tokenizeEnglish(text);
  for (const t of tokens) {
    if (!t.isWord || /^\d/.test(t.text)) continue;
    const lemma = lemmatizeEnglish(t.text);
    if (!englishIndex().has(lemma)) continue;
    t.key = lemma;
    const best = translateEnglish(lemma, 1)[0];
    if (best) t.gloss = `${best.text} ${best.pronunciation ?? ''}`.trim();
  }
  return tokens;
}

/** The English language of the registry (English → Chinese via reverse CC-CEDICT). */
export const english: Language = {
  code: 'English',
  bcp47: 'en',
  targets: ['Simplified_Chinese'],
  annotate: annotateEnglish,
  lookup: (text: string, to: LanguageCode) => (to === 'Simplified_Chinese' ? lookupEnglish(text) : null),
  lookupAt(text, index, to) {
    if (to !== 'Simplified_Chinese') return null;
    const t = tokenizeEnglish(text).find((x) => x.start <= index && index < x.end);
    return t && t.isWord ? lookupEnglish(t.text) : null;
  },
  warmUp() {
    cedict();
    englishIndex();
  },
};
