import { shortGloss } from './gloss.js';
import { analyze, findPhrase, phraseLengthFrom, spanishData, type Analysis, type Phrase } from './spanish-data.js';
import { neighbourhood, phraseAt, rankInContext } from './spanish-context.js';
import { rankAnalyses, type SpanishLemma } from './spanish-rank.js';
import { guessLemma } from './spanish-guess.js';
import type { DictEntry, Language, LanguageCode, Token } from './types.js';

export type { SpanishLemma } from './spanish-rank.js';

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

/** 1st person singular present, or any subjunctive: verb forms rare in running text. */
const RARE_VERB_FORM = /^(pri\.p1\.sg|prs\.|pis\.|fts\.|imp\.p[13])/;

/**
 * A word met mostly as the head of an expression (pese a, respecto de) whose only other readings
 * are rare verb forms (pese: subjunctive of pesar) is that word itself: lemma = form, the verb
 * readings after it.
 */
function expressionWord(w: string, list: Analysis[]): SpanishLemma[] | null {
  if (phraseLengthFrom(w) < 2 || !list.every((a) => a.lexeme.pos === 'vblex' && RARE_VERB_FORM.test(a.tags))) return null;
  return [{ lemma: w, pos: 'n', tags: '', form: 'word of an expression', senses: [] }, ...toCandidates(list, w)];
}

/**
 * Ranked lemma candidates of a Spanish word without context (best first, lang-0004): conjugated
 * verbs (all common tenses, irregulars such as fui → ser / ir), plurals, feminine forms, del/al
 * contractions, verbs with enclitics (dámelo → dar + me + lo), and for words the dictionary lacks
 * a lemma from morphology (desconoce → desconocer). Empty when nothing is recognised.
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
  if (direct.length) return expressionWord(w, direct) ?? toCandidates(direct, w, undefined, capitalized);
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

function phraseEntry(text: string, phrase: Phrase): DictEntry {
  return {
    text,
    pronunciation: null,
    meaning: shortGloss(phrase.senses),
    senses: phrase.senses,
    lemma: phrase.phrase,
    form: 'expression',
    pos: phrase.pos,
    source: 'Apertium+FreeDict',
  };
}

/**
 * Spanish → English entry for one word (lemma, form description, senses) or a multi-word
 * expression (sin embargo), or null. A capitalised word that is a name is the name (Lucía).
 */
export function lookupSpanish(text: string): DictEntry | null {
  const word = typeof text === 'string' ? text.trim() : '';
  if (!word) return null;
  if (/\s/.test(word)) {
    const phrase = findPhrase(word.toLowerCase().split(/\s+/));
    return phrase ? phraseEntry(word, phrase) : null;
  }
  const cands = lemmatizeSpanish(word);
  return cands.length ? toEntry(word, cands) : null;
}

const candCache = new Map<string, SpanishLemma[]>();

/** Context-free candidates of a token's text, memoised (articles repeat words). */
function candidatesOf(word: string, capitalized: boolean): SpanishLemma[] {
  const k = capitalized ? word : word.toLowerCase();
  let c = candCache.get(k);
  if (!c) {
    c = lemmatizeSpanish(k);
    if (candCache.size > 50_000) candCache.clear();
    candCache.set(k, c);
  }
  return c;
}

/** Candidates of word token `i` ranked in its sentence (capitals count inside a sentence only). */
function candidatesAt(tokens: Token[], i: number): SpanishLemma[] {
  const t = tokens[i];
  const { prev, initial } = neighbourhood(tokens, i);
  return rankInContext(candidatesOf(t.text, !initial && /^\p{Lu}/u.test(t.text)), prev);
}

/** Tokens with lemma keys chosen in context, short glosses, clitic/contraction parts and the expressions they belong to. */
export function annotateSpanish(text: string): Token[] {
  const tokens = tokenizeSpanish(text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t.isWord || /^\p{N}/u.test(t.text)) continue;
    const found = phraseAt(tokens, i);
    if (found) {
      const phrase = { text: text.slice(t.start, tokens[found.last].end), key: found.phrase.phrase, gloss: shortGloss(found.phrase.senses) ?? undefined };
      for (let j = i; j <= found.last; j++) if (tokens[j].isWord) tokens[j].phrase = phrase;
    }
    const best = candidatesAt(tokens, i)[0];
    if (!best) continue;
    t.key = best.lemma;
    const gloss = shortGloss(best.senses);
    if (gloss) t.gloss = gloss;
    if (best.clitics) t.parts = [best.lemma, ...best.clitics];
  }
  return tokens;
}

/** Token of a tokenized text covering UTF-16 offset `index`, if it is a word. */
export function wordAt(tokens: Token[], index: number): Token | null {
  const t = tokens.find((x) => x.start <= index && index < x.end);
  return t && t.isWord ? t : null;
}

/**
 * Entry of the word at UTF-16 offset `index` of `text`, read in its sentence: the expression it
 * belongs to (sin embargo), else its analysis chosen from the words around it (ha dado → dar).
 */
export function lookupSpanishAt(text: string, index: number): DictEntry | null {
  if (typeof text !== 'string') return null;
  const tokens = tokenizeSpanish(text);
  const i = tokens.findIndex((x) => x.start <= index && index < x.end);
  if (i < 0 || !tokens[i].isWord) return null;
  for (let j = i; j >= Math.max(0, i - 8); j--) {
    const found = phraseAt(tokens, j);
    if (found && found.last >= i) return phraseEntry(text.slice(tokens[j].start, tokens[found.last].end), found.phrase);
  }
  const cands = candidatesAt(tokens, i);
  return cands.length ? toEntry(tokens[i].text, cands) : null;
}

/** The Spanish language of the registry (Spanish → English). */
export const spanish: Language = {
  code: 'Spanish',
  bcp47: 'es',
  targets: ['English'],
  annotate: annotateSpanish,
  lookup: (text: string, to: LanguageCode) => (to === 'English' ? lookupSpanish(text) : null),
  lookupAt: (text, index, to) => (to === 'English' ? lookupSpanishAt(text, index) : null),
  lookupInSentence: (_word, sentence, at, to) => (to === 'English' ? lookupSpanishAt(sentence, at) : null),
  warmUp() {
    spanishData();
  },
};
