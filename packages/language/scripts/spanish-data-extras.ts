/**
 * Steps of build-spanish-data.ts that go beyond one lexeme per Apertium lemma:
 *  - feminine person nouns become their own lexeme when Apertium's bilingual dictionary translates
 *    them differently (abuela "grandmother", hija "daughter", ministra), as dictionaries and
 *    treebanks (AnCora) list them;
 *  - senses a noun has only in the plural (padres "parents");
 *  - multi-word expressions that do not inflect (sin embargo, pese a, a través de): every one of
 *    Apertium's analyser, and FreeDict's multi-word headwords it translates.
 */
import { execFileSync } from 'node:child_process';

export interface Lex {
  lemma: string;
  pos: string;
  forms: Map<string, Set<string>>;
  bidixTags: string;
}

const APERTIUM = '/usr/share/apertium/apertium-eng-spa';

function sh(cmd: string, args: string[], input: string): string {
  return execFileSync(cmd, args, { input, maxBuffer: 1 << 30, encoding: 'utf8' });
}

/** English lemmas of each bidix query line (`^lemma<tags>$`), in order. */
function bidix(queries: string[]): string[][] {
  if (!queries.length) return [];
  const out = sh('lt-proc', ['-b', `${APERTIUM}/spa-eng.autobil.bin`], queries.join('\n') + '\n').split('\n');
  return queries.map((_, i) =>
    (out[i] ?? '')
      .replace(/^\^|\$$/g, '')
      .split('/')
      .slice(1)
      .filter((a) => !a.startsWith('@'))
      .map((a) => a.replace(/<.*$/, '').replace(/#/g, '').replace(/_/g, ' ').trim())
      .filter(Boolean),
  );
}

const formsWith = (l: Lex, tag: string) => [...l.forms].filter(([, tags]) => [...tags].some((t) => t.split('.').includes(tag)));

/** Splits nouns whose feminine forms translate differently into a lexeme of their own; returns the new lexemes. */
export function splitFeminineNouns(list: Lex[]): Lex[] {
  const nouns = list.filter((l) => l.pos === 'n' && formsWith(l, 'f').length && formsWith(l, 'm').length);
  const fem = bidix(nouns.map((l) => `^${l.lemma}<n><f><sg>$`));
  const mas = bidix(nouns.map((l) => `^${l.lemma}<n><m><sg>$`));
  const added: Lex[] = [];
  nouns.forEach((l, i) => {
    if (!fem[i].length || !mas[i].length || fem[i][0] === mas[i][0]) return;
    const femForms = formsWith(l, 'f');
    const sg = femForms.find(([, tags]) => tags.has('f.sg'))?.[0];
    if (!sg) return;
    for (const [form] of femForms) l.forms.delete(form);
    added.push({ lemma: sg, pos: 'n', forms: new Map(femForms), bidixTags: `${l.lemma}<n><f><sg>` });
  });
  return added;
}

function pluralize(en: string): string {
  if (/(s|x|z|ch|sh)$/.test(en)) return `${en}es`;
  if (/[^aeiou]y$/.test(en)) return `${en.slice(0, -1)}ies`;
  return `${en}s`;
}

/** Senses of nouns that differ in the plural (padre: "parents"), keyed by lexeme. */
export function pluralSenses(list: Lex[]): Map<Lex, string[]> {
  const nouns = list.filter((l) => l.pos === 'n' && l.bidixTags.includes('<sg>'));
  const sg = bidix(nouns.map((l) => `^${l.bidixTags}$`));
  const pl = bidix(nouns.map((l) => `^${l.bidixTags.replace('<sg>', '<pl>')}$`));
  const out = new Map<Lex, string[]>();
  nouns.forEach((l, i) => {
    const extra = pl[i].filter((e) => !sg[i].includes(e));
    if (extra.length) out.set(l, extra.map(pluralize));
  });
  return out;
}

/** Parts of speech of expressions that do not inflect: adverbs, prepositions, conjunctions, interjections. */
const INVARIANT = new Set(['adv', 'pr', 'cnjadv', 'cnjsub', 'cnjcoo', 'ij', 'preadv', 'predet', 'rel']);

/**
 * Every multi-word expression of Apertium's analyser that does not inflect (sin embargo<adv>,
 * pese a<pr>, a través de<pr>): the transducer (`lt-print`) walked only along states from which a
 * space can still be read, so the million single-word paths are never enumerated.
 */
function apertiumExpressions(): Map<string, string> {
  const text = sh('lt-print', [`${APERTIUM}/spa-eng.automorf.bin`], '');
  // The analyser has several sections (the dictionary, then numbers and punctuation): walk the largest.
  const section = text
    .split('\n--\n')
    .map((x) => x.split('\n'))
    .sort((a, b) => b.length - a.length)[0];
  const arcs = new Map<number, [number, string, string][]>();
  const back = new Map<number, number[]>();
  const finals = new Set<number>();
  const spaceFrom: number[] = [];
  for (const line of section) {
    const f = line.split('\t');
    if (f.length < 4) {
      if (f[0].trim()) finals.add(Number(f[0]));
      continue;
    }
    const [a, b] = [Number(f[0]), Number(f[1])];
    const input = f[2] === 'ε' ? '' : f[2];
    const output = f[3] === 'ε' ? '' : f[3];
    (arcs.get(a) ?? arcs.set(a, []).get(a)!).push([b, input, output]);
    (back.get(b) ?? back.set(b, []).get(b)!).push(a);
    if (input === ' ') spaceFrom.push(a);
  }
  const reachesSpace = new Set(spaceFrom);
  for (const stack = [...spaceFrom]; stack.length;)
    for (const p of back.get(stack.pop()!) ?? [])
      if (!reachesSpace.has(p)) {
        reachesSpace.add(p);
        stack.push(p);
      }
  const found = new Map<string, string>();
  const walk = (state: number, input: string, output: string, spaced: boolean, depth: number) => {
    if (depth > 60) return;
    if (spaced && finals.has(state)) {
      const m = /^([^<]+)<([a-z]+)>/.exec(output);
      if (m && INVARIANT.has(m[2]) && m[1].toLowerCase() === input.toLowerCase()) found.set(input.toLowerCase(), m[2]);
    }
    for (const [next, i, o] of arcs.get(state) ?? []) {
      const sp = spaced || i === ' ';
      if (sp || reachesSpace.has(next) || i === ' ') walk(next, input + i, output + o, sp, depth + 1);
    }
  };
  walk(0, '', '', false, 0);
  return found;
}

/** Multi-word expressions as `phrase\tpos\tsenses` rows (senses joined by |): Apertium's, then FreeDict's. */
export function phraseRows(freedict: Map<string, string[]>, freedictHeads: string[]): string[] {
  const rows = new Map<string, { pos: string; query: string }>();
  for (const [phrase, pos] of apertiumExpressions()) if (/^[a-záéíóúñü ]+$/.test(phrase)) rows.set(phrase, { pos, query: `^${phrase}<${pos}>$` });
  for (const head of freedictHeads) {
    if (head.includes(' ') && !rows.has(head) && freedict.get(head)?.length && /^[a-záéíóúñü ]+$/.test(head)) rows.set(head, { pos: 'loc', query: '' });
  }
  const list = [...rows];
  const english = bidix(list.map(([, r]) => r.query || '^x$'));
  return list
    .map(([phrase, r], i) => {
      const senses = [...new Set([...(r.query ? english[i] : []), ...(freedict.get(phrase) ?? [])])].slice(0, 6);
      return senses.length ? `${phrase}\t${r.pos}\t${senses.join('|')}` : '';
    })
    .filter(Boolean)
    .sort();
}
