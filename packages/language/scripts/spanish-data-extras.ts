/**
 * Steps of build-spanish-data.ts that go beyond one lexeme per Apertium lemma:
 *  - feminine person nouns become their own lexeme when Apertium's bilingual dictionary translates
 *    them differently (abuela "grandmother", hija "daughter", ministra), as dictionaries and
 *    treebanks (AnCora) list them;
 *  - senses a noun has only in the plural (padres "parents");
 *  - multi-word expressions (sin embargo, a pesar de, a menudo), from FreeDict's multi-word
 *    headwords and a short list of common ones, kept when Apertium's analyser or FreeDict knows them.
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

/** Common expressions a learner meets that FreeDict may lack (kept only if Apertium knows them). */
const COMMON = [
  'sin embargo', 'a pesar de', 'por lo tanto', 'por supuesto', 'sin duda', 'de repente', 'en cambio', 'a veces',
  'por fin', 'en seguida', 'de nuevo', 'a menudo', 'por eso', 'es decir', 'o sea', 'en cuanto', 'en cuanto a',
  'a través de', 'antes de', 'después de', 'además de', 'a partir de', 'junto a', 'acerca de', 'de hecho',
  'al menos', 'por lo menos', 'en realidad', 'sobre todo', 'a lo largo de', 'dentro de', 'fuera de', 'cerca de',
  'lejos de', 'en vez de', 'en lugar de', 'por ejemplo', 'ya que', 'así que', 'para que', 'aunque sea', 'hoy en día',
  'de vez en cuando', 'a la vez', 'al final', 'por favor', 'de acuerdo', 'en fin', 'tal vez', 'a lo mejor',
  'por cierto', 'a causa de', 'con respecto a', 'frente a', 'en contra de', 'a fin de', 'de pronto', 'cada vez',
];

/** Multi-word expressions as `phrase\tpos\tsenses` rows (senses joined by |). */
export function phraseRows(freedict: Map<string, string[]>, freedictHeads: string[]): string[] {
  const candidates = [...new Set([...COMMON, ...freedictHeads.filter((h) => h.includes(' '))])].filter((p) => /^[a-záéíóúñü ]+$/.test(p));
  const analysed = sh('lt-proc', [`${APERTIUM}/spa-eng.automorf.bin`], candidates.join('\n') + '\n').split('\n');
  const rows: { phrase: string; pos: string; query: string }[] = [];
  candidates.forEach((p, i) => {
    const line = analysed[i] ?? '';
    // One lexical unit whose lemma is the phrase itself: ^sin embargo/sin embargo<adv>$
    const m = /^\^([^/$]+)\/([^<$/]+)<([a-z]+)>[^$]*\$$/.exec(line.trim());
    if (m && m[2].toLowerCase() === p) rows.push({ phrase: p, pos: m[3], query: `^${m[2]}<${m[3]}>$` });
    else if (freedict.get(p)?.length) rows.push({ phrase: p, pos: 'loc', query: '' });
  });
  const english = bidix(rows.map((r) => r.query || '^x$'));
  return rows
    .map((r, i) => {
      const senses = [...new Set([...(r.query ? english[i] : []), ...(freedict.get(r.phrase) ?? [])])].slice(0, 6);
      return senses.length ? `${r.phrase}\t${r.pos}\t${senses.join('|')}` : '';
    })
    .filter(Boolean)
    .sort();
}
