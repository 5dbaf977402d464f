import type { TFunction } from 'i18next';

// The server describes a Spanish form in English, from a small closed vocabulary
// ("1st person plural, present indicative"); each known phrase has an interface string.
const PHRASES: Record<string, string> = {
  '1st person': 'p1',
  '2nd person': 'p2',
  '3rd person': 'p3',
  singular: 'sg',
  plural: 'pl',
  masculine: 'm',
  feminine: 'f',
  'present indicative': 'pri',
  'imperfect indicative': 'pii',
  preterite: 'ifi',
  future: 'fti',
  conditional: 'cni',
  'present subjunctive': 'prs',
  'imperfect subjunctive': 'pis',
  'future subjunctive': 'fts',
  imperative: 'imp',
  infinitive: 'inf',
  gerund: 'ger',
  'past participle': 'pp',
  superlative: 'sup',
  noun: 'n',
  'proper noun': 'np',
  adjective: 'adj',
  adverb: 'adv',
  determiner: 'det',
  pronoun: 'prn',
  preposition: 'pr',
  conjunction: 'cnj',
  interjection: 'ij',
  numeral: 'num',
  relative: 'rel',
  verb: 'vb',
  expression: 'expr',
};
const KEYS = Object.keys(PHRASES).sort((a, b) => b.length - a.length);

function translatePart(part: string, t: TFunction): string {
  const words: string[] = [];
  let rest = part.trim();
  while (rest) {
    const hit = KEYS.find((k) => rest === k || rest.startsWith(`${k} `));
    if (!hit) return part.trim();
    words.push(t(`form.${PHRASES[hit]}`, { ns: 'vocabulary' }));
    rest = rest.slice(hit.length).trim();
  }
  return words.join(t('form.join', { ns: 'vocabulary' }));
}

/** The server's description of a Spanish form in the interface language; unknown wording stays as it is. */
export function formText(form: string, t: TFunction): string {
  return form
    .split(',')
    .map((p) => translatePart(p, t))
    .join(t('form.sep', { ns: 'vocabulary' }));
}
