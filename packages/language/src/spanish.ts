import { shortGloss } from './gloss.js';
import { analyze, spanishData, type Analysis } from './spanish-data.js';
import { rankAnalyses, type SpanishLemma } from './spanish-rank.js';
import { guessLemma } from './spanish-guess.js';

export type { SpanishLemma } from './spanish-rank.js';
import type { DictEntry, Language, LanguageCode, Token } from './types.js';

const WORD = /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*|\p{N}+(?:[.,:]\p{N}+)*|\s+|[^\s\p{L}\p{M}\p{N}]/gu;

/**
 * Splits Spanish text into tokens with offsets. ¿ ¡ and other punctuation
 * are separate non-word tokens; accented letters and ñ stay inside words.
 */
export function tokenizeSpanish(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const t = m[0];
    out.push({ text: t, start: m.index!, end: m.index! + t.length, isWord: /[\p{L}\p{N}]/u.test(t) });
  }
  return out;
}

function toCandidates(list: Analysis[], form: string, clitics?: string[], capitalized = false): SpanishLemma[] {
  return rankAnalyses(list, form, { clitics, capitalized });
}

const CLITICS = ['me', 'te', 'se', 'nos', 'os', 'le', 'les', 'lo', 'la', 'los', 'las'];
const CONTRACTIONS: Record<string, [string, string]> = { del: ['de', 'el'], al: ['a', 'el'] };
const deaccent = (s: string) => s.replace(/[áéíóú]/g, (c) => 'aeiou'['áéíóú'.indexOf(c)]);

/** Splits trailing clitic pronouns: dámelo → [{ base: 'dá', clitics: ['me', 'lo'] }, ...]. */
function cliticSplits(word: string): { base: string; clitics: string[] }[] {
  const out: { base: string; clitics: string[] }[] = [];
  const walk = (base: string, clitics: string[]) => {
    if (clitics.length) out.push({ base, clitics });
    if (clitics.length === 3) return;
    for (const c of CLITICS) if (base.length - c.length >= 2 && base.endsWith(c)) walk(base.slice(0, -c.length), [c, ...clitics]);
  };
  walk(word, []);
  return out.sort((a, b) => a.clitics.length - b.clitics.length);
}

function encliticCandidates(word: string): SpanishLemma[] {
  for (const { base, clitics } of cliticSplits(word)) {
    const bases = [base, deaccent(base)];
    if (clitics[0] === 'nos' && /mo$/.test(base)) bases.push(`${deaccent(base)}s`);
    if (clitics[0] === 'os') bases.push(`${base}d`, `${deaccent(base)}d`);
    for (const b of bases) {
      const list = analyze(b).filter((a) => a.lexeme.pos.startsWith('vb') && /^(inf|ger|imp)/.test(a.tags));
      if (list.length) return toCandidates(list, b, clitics);
    }
  }
  return [];
}

/**
 * Ranked lemma candidates of a Spanish word (best first): conjugated verbs
 * (all common tenses, irregulars such as fui → ser / ir), plurals, feminine
 * forms, del/al contractions and verbs with enclitics (dámelo → dar + me + lo).
 * Empty when the word is unknown.
 */
export function lemmatizeSpanish(word: string): SpanishLemma[] {
  if (typeof word !== 'string') return [];
  const raw = word.trim();
  const w = raw.toLowerCase().replace(/’/g, "'");
  if (!w) return [];
  const capitalized = raw !== w && /^\p{Lu}/u.test(raw);
  if (Object.hasOwn(CONTRACTIONS, w)) {
    const [prep, art] = CONTRACTIONS[w];
    const base = toCandidates(analyze(prep), prep).filter((c) => c.pos === 'pr');
    return base.map((c) => ({ ...c, form: `contraction of ${prep} + ${art}`, clitics: [art] }));
  }
  const direct = analyze(w);
  if (direct.length) return toCandidates(direct, w, undefined, capitalized);
  const enclitic = encliticCandidates(w);
  return enclitic.length ? enclitic : guessLemma(w, analyze);
}

function toEntry(text: string, cands: SpanishLemma[]): DictEntry {
  const best = cands[0];
  const others = cands
    .slice(1)
    .filter((c, i, arr) => arr.findIndex((x) => x.lemma === c.lemma && x.form === c.form) === i)
    .filter((c) => !(c.lemma === best.lemma && c.form === best.form))
    .slice(0, 6)
    .map((c) => ({ lemma: c.lemma, form: c.form, meaning: shortGloss(c.senses) }));
  return {
    text,
    pronunciation: null,
    meaning: shortGloss(best.senses),
    senses: best.senses,
    lemma: best.lemma,
    form: best.form,
    pos: best.pos,
    ...(best.clitics ? { clitics: best.clitics } : {}),
    ...(others.length ? { otherAnalyses: others } : {}),
    source: 'Apertium+FreeDict',
  };
}

/** Spanish → English entry for one word (lemma, form description, senses), or null. */
export function lookupSpanish(text: string): DictEntry | null {
  const word = text.trim();
  if (!word || /\s/.test(word)) return null;
  const cands = lemmatizeSpanish(word);
  return cands.length ? toEntry(word, cands) : null;
}

const glossCache = new Map<string, { key?: string; gloss?: string; parts?: string[] }>();

/** Tokens with lemma keys, short glosses and clitic/contraction parts. */
export function annotateSpanish(text: string): Token[] {
  const tokens = tokenizeSpanish(text);
  for (const t of tokens) {
    if (!t.isWord || /^\p{N}/u.test(t.text)) continue;
    const w = t.text.toLowerCase();
    let info = glossCache.get(w);
    if (!info) {
      const best = lemmatizeSpanish(w)[0];
      info = best
        ? { key: best.lemma, gloss: shortGloss(best.senses) ?? undefined, parts: best.clitics ? [best.lemma, ...best.clitics] : undefined }
        : {};
      if (glossCache.size > 50_000) glossCache.clear();
      glossCache.set(w, info);
    }
    if (info.key) t.key = info.key;
    if (info.gloss) t.gloss = info.gloss;
    if (info.parts) t.parts = [...info.parts];
  }
  return tokens;
}

/** Token of a tokenized text covering UTF-16 offset `index`, if it is a word. */
export function wordAt(tokens: Token[], index: number): Token | null {
  const t = tokens.find((x) => x.start <= index && index < x.end);
  return t && t.isWord ? t : null;
}

/** The Spanish language of the registry (Spanish → English). */
export const spanish: Language = {
  code: 'Spanish',
  bcp47: 'es',
  targets: ['English'],
  annotate: annotateSpanish,
  lookup: (text: string, to: LanguageCode) => (to === 'English' ? lookupSpanish(text) : null),
  lookupAt(text, index, to) {
    if (to !== 'English') return null;
    const t = wordAt(tokenizeSpanish(text), index);
    return t ? lookupSpanish(t.text) : null;
  },
  warmUp() {
    spanishData();
  },
};
