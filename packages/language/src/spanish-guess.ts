import { describeTags, type Analysis } from './spanish-data.js';
import { rankAnalyses, type SpanishLemma } from './spanish-rank.js';

/**
 * A lemma for a word the dictionary does not have, from Spanish morphology rather than giving up:
 *  1. a known word behind a productive prefix (desconoce → des + conocer, recalcó → re + calcar);
 *  2. an unmistakably verbal ending of a regular verb (empató → empatar, sucedieron → suceder);
 *  3. a plural noun or adjective (detractores → detractor, marroquís → marroquí, cédulas → cédula).
 * Guesses carry no senses; the form says what was recognised.
 */
export function guessLemma(word: string, analyze: (form: string) => Analysis[]): SpanishLemma[] {
  if (!/^[a-záéíóúüñ]{4,}$/.test(word)) return [];
  return prefixed(word, analyze) ?? verbal(word) ?? plural(word) ?? [];
}

const PREFIXES = ['contra', 'sobre', 'super', 'inter', 'trans', 'anti', 'auto', 'des', 'pre', 're', 'in', 'im', 'ex', 'co'];
const OPEN = new Set(['vblex', 'n', 'adj', 'adv']);

function prefixed(word: string, analyze: (form: string) => Analysis[]): SpanishLemma[] | null {
  for (const p of PREFIXES) {
    if (!word.startsWith(p) || word.length - p.length < 4) continue;
    const found = analyze(word.slice(p.length)).filter((a) => OPEN.has(a.lexeme.pos));
    if (!found.length) continue;
    return rankAnalyses(found, word.slice(p.length)).map((c) => ({ ...c, lemma: p + c.lemma, senses: [] }));
  }
  return null;
}

/** Regular verb endings no noun or adjective has: ending → [lemma ending, Apertium tags]. */
const VERB_ENDINGS: [string, string, string][] = [
  ['aríamos', 'ar', 'cni.p1.pl'],
  ['eríamos', 'er', 'cni.p1.pl'],
  ['iríamos', 'ir', 'cni.p1.pl'],
  ['ábamos', 'ar', 'pii.p1.pl'],
  ['aremos', 'ar', 'fti.p1.pl'],
  ['eremos', 'er', 'fti.p1.pl'],
  ['iremos', 'ir', 'fti.p1.pl'],
  ['ieron', 'er', 'ifi.p3.pl'],
  ['aron', 'ar', 'ifi.p3.pl'],
  ['arían', 'ar', 'cni.p3.pl'],
  ['erían', 'er', 'cni.p3.pl'],
  ['irían', 'ir', 'cni.p3.pl'],
  ['aban', 'ar', 'pii.p3.pl'],
  ['aría', 'ar', 'cni.p3.sg'],
  ['ería', 'er', 'cni.p3.sg'],
  ['iría', 'ir', 'cni.p3.sg'],
  ['arán', 'ar', 'fti.p3.pl'],
  ['erán', 'er', 'fti.p3.pl'],
  ['irán', 'ir', 'fti.p3.pl'],
  ['ando', 'ar', 'ger'],
  ['iendo', 'er', 'ger'],
  ['aste', 'ar', 'ifi.p2.sg'],
  ['iste', 'er', 'ifi.p2.sg'],
  ['aba', 'ar', 'pii.p3.sg'],
  ['ará', 'ar', 'fti.p3.sg'],
  ['erá', 'er', 'fti.p3.sg'],
  ['irá', 'ir', 'fti.p3.sg'],
  ['ió', 'er', 'ifi.p3.sg'],
  ['ó', 'ar', 'ifi.p3.sg'],
  ['é', 'ar', 'ifi.p1.sg'],
];

function verbal(word: string): SpanishLemma[] | null {
  for (const [end, lemmaEnd, tags] of VERB_ENDINGS) {
    if (!word.endsWith(end) || word.length - end.length < 2) continue;
    let stem = word.slice(0, -end.length);
    // Spelling changes before e / ó: busqué → buscar, llegué → llegar, empecé → empezar.
    if (end === 'é') stem = stem.replace(/qu$/, 'c').replace(/gu$/, 'g').replace(/c$/, 'z');
    return [{ lemma: stem + lemmaEnd, pos: 'vblex', tags, form: describeTags(tags, 'vblex'), senses: [] }];
  }
  return null;
}

/** Singular words that end in -s: the -is / -us / -sis words are the same in the plural. */
const INVARIABLE = /(is|us|sis|tis)$/;

function plural(word: string): SpanishLemma[] | null {
  if (!word.endsWith('s') || INVARIABLE.test(word)) return null;
  let lemma: string;
  if (/ces$/.test(word)) lemma = `${word.slice(0, -3)}z`;
  else if (/[íú]s$/.test(word)) lemma = word.slice(0, -1);
  else if (/[^aeiouáéíóú]es$/.test(word)) lemma = word.slice(0, -2);
  // -és, -ás, -ós words are singular (través, inglés, jamás).
  else if (/[aeiou]s$/.test(word)) lemma = word.slice(0, -1);
  else return null;
  return [{ lemma, pos: 'n', tags: 'pl', form: describeTags('pl', 'n'), senses: [] }];
}
