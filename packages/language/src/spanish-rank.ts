import { describeTags, generate, type Analysis } from './spanish-data.js';

/** A ranked lemma candidate for a Spanish surface form. */
export interface SpanishLemma {
  lemma: string;
  /** Apertium part of speech. */
  pos: string;
  /** Apertium tags of the form, e.g. `pri.p1.pl`. */
  tags: string;
  /** English description of the form, e.g. `1st person plural, present indicative`. */
  form: string;
  senses: string[];
  /** Lemmas of attached clitics (dámelo → ['me', 'lo']) or of a contraction's article (del → ['el']). */
  clitics?: string[];
}

/**
 * Prior of each part of speech: closed classes (articles, pronouns, prepositions, ser, haber) are
 * the frequent words of any text, proper nouns the rare reading of a common word.
 */
const POS_WEIGHT: Record<string, number> = {
  vbser: 4,
  vbhaver: 4,
  vbmod: 2.6,
  vblex: 2,
  n: 2.2,
  adj: 2,
  adv: 2.2,
  det: 3.2,
  prn: 3.2,
  pr: 3.5,
  cnjcoo: 3.5,
  cnjsub: 3.4,
  cnjadv: 3,
  rel: 3.3,
  preadv: 3,
  predet: 3,
  ij: 1,
  num: 2,
  np: 0.5,
};
const CLOSED = new Set(['vbser', 'vbhaver', 'det', 'prn', 'pr', 'cnjcoo', 'cnjsub', 'cnjadv', 'rel', 'preadv', 'predet']);
const weight = (pos: string) => (Object.hasOwn(POS_WEIGHT, pos) ? POS_WEIGHT[pos] : 1);

/** Options of the ranking that come from outside the word itself. */
export interface RankHints {
  /** Clitic pronouns split off the form (siéntate: ['te']). */
  clitics?: string[];
  /** The word was written with a capital (a name unless a common word reads it). */
  capitalized?: boolean;
}

/**
 * Context-free score of one analysis: how likely this reading is for the form met in running
 * text. The principles, in order of weight:
 *  - a participle inflected for gender or number (presentadas) is an adjective or a noun; only the
 *    masculine singular one (ha dado) builds compound tenses;
 *  - the third person of the present (cuenta, busca) is the verb rather than a noun that shares
 *    the form, but an adjective's inflected form (activa, dura) is the adjective;
 *  - rare verb forms (vosotros, future subjunctive, 1st person or subjunctive forms shared with a
 *    noun: meta, pese) lose to a noun or adjective;
 *  - a capitalised word that is a proper noun is the name (Lucía), unless a closed-class word reads it.
 */
function score(a: Analysis, form: string, hints: RankHints): number {
  const { lexeme, tags } = a;
  const pos = lexeme.pos;
  const t = tags.split('.');
  const verb = pos.startsWith('vb');
  let s = weight(pos);
  if (lexeme.lemma === form) s += 1.5;
  if (lexeme.irregular) s += 0.6;
  const clitic = hints.clitics?.[0];
  if (clitic) {
    // The attached pronoun agrees with the imperative: siéntate is tú, siéntese usted, sentémonos nosotros.
    if ((clitic === 'te' && t.includes('p2') && t.includes('sg')) || (clitic === 'os' && t.includes('p2') && t.includes('pl'))) s += 2;
    if (clitic === 'nos' && t.includes('p1') && t.includes('pl')) s += 2;
    if (clitic === 'se' && t.includes('p3')) s += 1;
  }
  if (t.includes('p2')) s -= t.includes('pl') ? 1.5 : 0.5;
  if (t.includes('fts')) s -= 2;
  if (t.includes('imp')) s -= t.includes('p2') && t.includes('sg') ? 1.6 : 0.6;
  if (t.includes('pis') || t.includes('prs')) s -= 0.2;
  if (t.includes('pri')) s += 0.2;
  if (t.includes('pp')) s += t.includes('m') && t.includes('sg') ? 0.4 : -1.2;
  if (pos === 'adj' && (t.includes('f') || t.includes('pl')) && lexeme.lemma.toLowerCase() !== form) s += 1.2;
  if (verb && /se$/.test(lexeme.lemma) && lexeme.lemma !== 'ser') s -= 0.8;
  if (pos === 'np' && hints.capitalized) s += 4;
  if (hints.capitalized && CLOSED.has(pos)) s += 1;
  if (!lexeme.senses.length) s -= 1;
  return s;
}

/** Pronominal verbs are listed under the verb (quejarse → quejar), as dictionaries' headwords and treebanks do. */
function baseVerb(lemma: string, pos: string): string {
  return pos.startsWith('vb') && lemma.length > 4 && /[aeií]rse$/.test(lemma) ? lemma.slice(0, -2) : lemma;
}

/** The lemma a learner looks up for one analysis (presentadas → presentado, primera → primero, hijas → hija). */
function lemmaOf(a: Analysis): string {
  const { lexeme, tags } = a;
  const t = tags.split('.');
  if (lexeme.pos.startsWith('vb') && t.includes('pp') && (t.includes('f') || t.includes('pl'))) {
    return generate(lexeme, 'pp.m.sg') ?? lexeme.lemma;
  }
  // Feminine person nouns are their own headword (consejera, presidenta), as in dictionaries.
  if (lexeme.pos === 'n' && t.includes('f')) return generate(lexeme, t.includes('sg') ? tags : tags.replace('pl', 'sg')) ?? lexeme.lemma;
  // Apocopated ordinals take the full form: primer → primero, tercer → tercero.
  if (lexeme.pos === 'det' && t.includes('ord') && /er$/.test(lexeme.lemma)) return `${lexeme.lemma}o`;
  return baseVerb(lexeme.lemma, lexeme.pos);
}

/** Ranked, deduplicated lemma candidates of the analyses of one form (best first). */
export function rankAnalyses(list: Analysis[], form: string, hints: RankHints = {}): SpanishLemma[] {
  const scored = list.map((a) => ({ a, s: score(a, form, hints) })).sort((x, y) => y.s - x.s);
  return scored.map(({ a }) => {
    const plural = a.tags.split('.').includes('pl') ? a.lexeme.pluralSenses : undefined;
    return {
      lemma: lemmaOf(a),
      pos: a.lexeme.pos,
      tags: a.tags,
      form: describeTags(a.tags, a.lexeme.pos),
      senses: plural ? [...plural, ...a.lexeme.senses.filter((x) => !plural.includes(x))] : a.lexeme.senses,
      ...(hints.clitics ? { clitics: hints.clitics } : {}),
    };
  });
}
