/**
 * Generates `packages/language/dict/es-en.json`, the committed Spanish
 * morphology + Spanish→English dictionary.
 *
 * Needs Debian packages (only to regenerate, never at run time):
 *   apt-get install apertium-eng-spa lttoolbox lttoolbox-dev dict-freedict-spa-eng
 * Run: npx tsx packages/language/scripts/build-spanish-data.ts
 *
 * Sources (both GPL, see docs/licenses/):
 *  - Apertium eng-spa: every surface form of the Spanish analyser (lt-paradigm),
 *    and the bilingual dictionary (lt-proc -b) for English equivalents.
 *  - FreeDict spa-eng: extra glosses for headwords.
 *
 * Format: see docs/decisions/lang-0003-spanish-lemmatizer.md. Forms are
 * stored as paradigms of (tail, add, tag) triples: form = lemma minus its
 * ending `tail`, plus `add`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { phraseRows, pluralSenses, splitFeminineNouns, type Lex } from './spanish-data-extras.js';

const APERTIUM = '/usr/share/apertium/apertium-eng-spa';
const FREEDICT = '/usr/share/dictd/freedict-spa-eng.dict.dz';
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'dict', 'es-en.json');

/** Personal pronouns: Apertium's lemma is the placeholder `prpers`; we use the form itself. */
const PRONOUNS: Record<string, string> = {
  yo: 'I',
  tú: 'you (informal)',
  él: 'he; him (after a preposition)',
  ella: 'she; her (after a preposition)',
  usted: 'you (formal)',
  nosotros: 'we; us (after a preposition)',
  nosotras: 'we (feminine); us',
  vosotros: 'you (plural, informal)',
  vosotras: 'you (plural, feminine, informal)',
  ellos: 'they; them',
  ellas: 'they (feminine); them',
  ustedes: 'you (plural)',
  me: 'me; to me; myself',
  te: 'you; to you; yourself',
  lo: 'him; it',
  la: 'her; it',
  los: 'them (masculine)',
  las: 'them (feminine)',
  le: 'to him; to her; to you (formal)',
  les: 'to them; to you (plural)',
  nos: 'us; to us; ourselves',
  os: 'you (plural); to you; yourselves',
  se: 'himself; herself; itself; themselves; oneself',
  mí: 'me (after a preposition)',
  ti: 'you (after a preposition)',
  conmigo: 'with me',
  contigo: 'with you',
  consigo: 'with oneself',
};

function sh(cmd: string, args: string[], input: string): string {
  return execFileSync(cmd, args, { input, maxBuffer: 1 << 30, encoding: 'utf8' });
}

function main(): void {
  const raw = sh('lt-paradigm', ['-a', `${APERTIUM}/spa-eng.automorf.bin`], '*<*>\n');
  const lexes = new Map<string, Lex>();
  for (const line of raw.split('\n')) {
    if (!line || line.includes('+')) continue; // enclitic combinations are handled by rule
    const colon = line.lastIndexOf(':');
    const analysis = line.slice(0, colon);
    const form = line.slice(colon + 1);
    if (!form || form.includes(' ') || analysis.includes('#')) continue;
    const lt = analysis.indexOf('<');
    let lemma = analysis.slice(0, lt);
    const tags = analysis.slice(lt + 1, -1).split('><');
    const pos = tags[0];
    if (lemma.includes(' ')) continue;
    const bidixLemma = lemma;
    if (lemma === 'prpers' || lemma === 'se' || (lemma === 'lo' && pos === 'prn')) lemma = form.toLowerCase();
    const rest = tags.slice(1).join('.');
    const key = `${lemma}\u0000${pos}`;
    let lex = lexes.get(key);
    if (!lex) {
      lex = { lemma, pos, forms: new Map(), bidixTags: '' };
      lexes.set(key, lex);
    }
    if (!lex.bidixTags || form === lemma) lex.bidixTags = `${bidixLemma}<${tags.join('><')}>`;
    let set = lex.forms.get(form);
    if (!set) lex.forms.set(form, (set = new Set()));
    set.add(rest);
  }
  for (const [form] of Object.entries(PRONOUNS)) {
    const key = `${form}\u0000prn`;
    if (!lexes.has(key)) lexes.set(key, { lemma: form, pos: 'prn', forms: new Map([[form, new Set(['tn'])]]), bidixTags: '' });
  }

  // English equivalents from the bilingual dictionary, one batch call.
  const list = [...lexes.values()];
  list.push(...splitFeminineNouns(list));
  const plural = pluralSenses(list);
  const query = list.map((l) => `^${l.bidixTags || l.lemma}$`).join('\n') + '\n';
  const bil = sh('lt-proc', ['-b', `${APERTIUM}/spa-eng.autobil.bin`], query).split('\n');
  const trans = new Map<Lex, string[]>();
  list.forEach((l, i) => {
    const out = bil[i] ?? '';
    const alts = out
      .replace(/^\^|\$$/g, '')
      .split('/')
      .slice(1)
      .filter((a) => !a.startsWith('@'))
      .map((a) => a.replace(/<.*$/, '').replace(/#/g, '').replace(/_/g, ' ').trim())
      .filter(Boolean);
    trans.set(l, [...new Set(alts)]);
  });

  // FreeDict glosses.
  const fd = new Map<string, string[]>();
  const heads: string[] = [];
  const text = gunzipSync(readFileSync(FREEDICT)).toString('utf8');
  let head: string | null = null;
  for (const line of text.split('\n')) {
    const m = /^(\S[^/]*?) \/[^/]*\/$/.exec(line);
    if (m) {
      head = m[1].toLowerCase();
      heads.push(head);
      continue;
    }
    if (!head || !line.trim()) continue;
    const glosses = line
      .replace(/^\s*\d+\.\s*/, '')
      .split(/,\s*/)
      .map((s) => s.trim())
      .filter((s) => s && !/[a-z][A-Z]/.test(s));
    const arr = fd.get(head) ?? [];
    for (const g of glosses) if (g && !arr.includes(g)) arr.push(g);
    fd.set(head, arr);
  }

  // Drop FreeDict glosses with words the English analyser does not know
  // (the source glues words together: "takealong", "beableto").
  const words = new Set<string>();
  for (const arr of fd.values()) for (const g of arr) for (const w of g.split(/\s+/)) if (/^[a-z]+$/i.test(w)) words.add(w);
  const wordList = [...words];
  const known = new Set<string>();
  const verbs = new Set<string>();
  const analysed = sh('lt-proc', [`${APERTIUM}/eng-spa.automorf.bin`], wordList.join('\n') + '\n').split('\n');
  wordList.forEach((w, i) => {
    if (analysed[i] && !analysed[i].includes('/*')) known.add(w);
    if (analysed[i]?.includes('<vblex>') || analysed[i]?.includes('<vbmod>')) verbs.add(w);
  });
  for (const [k, arr] of fd)
    fd.set(
      k,
      arr.filter((g) => g.split(/\s+/).every((w) => known.has(w) || !/^[a-z]+$/i.test(w))),
    );

  // FreeDict headwords Apertium lacks: inflect them like the known lexeme with
  // the longest common ending whose paradigm fits (descolgar like colgar).
  const known_ = new Set(list.map((l) => l.lemma.toLowerCase()));
  for (const l of list) for (const f of l.forms.keys()) known_.add(f.toLowerCase());
  const models = list.filter((l) => (l.pos === 'vblex' || l.pos === 'n') && /^[a-záéíóúñü]+$/.test(l.lemma));
  const suffixLen = (a: string, b: string) => {
    let i = 0;
    while (i < a.length && i < b.length && a[a.length - 1 - i] === b[b.length - 1 - i]) i++;
    return i;
  };
  let added = 0;
  for (const [head, glosses] of fd) {
    if (known_.has(head) || !/^[a-záéíóúñü]{3,}$/.test(head) || !glosses.length) continue;
    const verb = /(ar|er|ir|ír)$/.test(head);
    const ranked = models
      .filter((m) => (verb ? m.pos === 'vblex' : m.pos === 'n') && !m.lemma.endsWith('se'))
      .map((m) => ({ m, n: suffixLen(m.lemma, head) }))
      .filter((x) => x.n >= (verb ? 2 : 1))
      .sort((a, b) => b.n - a.n);
    for (const { m } of ranked) {
      const forms = new Map<string, Set<string>>();
      let fits = true;
      for (const [form, tags] of m.forms) {
        let p = 0;
        while (p < form.length && p < m.lemma.length && form[p] === m.lemma[p]) p++;
        const tail = m.lemma.slice(p);
        if (!head.endsWith(tail)) {
          fits = false;
          break;
        }
        forms.set(head.slice(0, head.length - tail.length) + form.slice(p), new Set(tags));
      }
      if (!fits) continue;
      const lex: Lex = { lemma: head, pos: m.pos, forms, bidixTags: '' };
      list.push(lex);
      trans.set(lex, []);
      added++;
      break;
    }
  }
  console.log(`added ${added} FreeDict-only lexemes`);

  const tagIds = new Map<string, number>();
  const paradigmIds = new Map<string, number>();
  const rows: string[] = [];
  for (const l of list) {
    const triples: string[] = [];
    const lemma = l.lemma.toLowerCase();
    for (const [rawForm, tagset] of l.forms) {
      const form = rawForm.toLowerCase();
      let p = 0;
      while (p < form.length && p < lemma.length && form[p] === lemma[p]) p++;
      for (const t of tagset) {
        let id = tagIds.get(t);
        if (id === undefined) tagIds.set(t, (id = tagIds.size));
        // tail: the lemma ending that is replaced; add: the form's ending.
        triples.push(`${lemma.slice(p)},${form.slice(p)},${id}`);
      }
    }
    triples.sort();
    const sig = triples.join(';');
    let pid = paradigmIds.get(sig);
    if (pid === undefined) paradigmIds.set(sig, (pid = paradigmIds.size));
    let senses = trans.get(l) ?? [];
    if (l.pos === 'prn' && PRONOUNS[l.lemma]) senses = PRONOUNS[l.lemma].split('; ');
    const isVerb = l.pos.startsWith('vb');
    senses = senses.map((s) => (s === 'can' ? 'can; to be able to' : isVerb && !s.startsWith('to ') ? `to ${s}` : s));
    const extra = (fd.get(l.lemma) ?? []).filter((s) => !isVerb || verbs.has(s.split(' ')[0])).map((s) => (isVerb && !s.startsWith('to ') ? `to ${s}` : s));
    for (const e of extra) if (!senses.includes(e)) senses.push(e);
    if (!senses.length && l.pos === 'np') continue;
    rows.push([l.lemma, l.pos, pid, senses.slice(0, 8).join('|'), (plural.get(l) ?? []).join('|')].join('\t').replace(/\t$/, ''));
  }
  rows.sort();
  // One paradigm / lexeme per line, so that regenerating gives readable diffs.
  const list_ = (xs: string[]) => `[\n${xs.map((x) => JSON.stringify(x)).join(',\n')}\n]`;
  const json =
    `{"format": 4,\n"generated": "packages/language/scripts/build-spanish-data.ts",\n` +
    `"sources": ["Apertium apertium-eng-spa (GPL-2.0)", "FreeDict spa-eng 0.3.1 (GPL-2.0-or-later)"],\n` +
    `"tags": ${JSON.stringify([...tagIds.keys()])},\n"paradigms": ${list_([...paradigmIds.keys()])},\n"lexemes": ${list_(rows)},\n"phrases": ${list_(phraseRows(fd, heads))}\n}\n`;
  JSON.parse(json); // must stay valid JSON
  writeFileSync(OUT, json);
  console.log(`lexemes ${rows.length}, paradigms ${paradigmIds.size}, tags ${tagIds.size}, bytes ${Buffer.byteLength(json)}`);
}

main();
