/**
 * Accuracy on the shared development sets (`../shared/lang-dev`, outside the project: measurement
 * only, never copied into it), scored the way the steering bar scores its held-out test sets, each
 * beside its plain baseline measured in the same run:
 *  - polyphones (CPP): the labelled character's reading in its sentence; baseline pinyin-pro alone;
 *  - Spanish lemmas (AnCora): each form looked up alone, content words (NOUN, VERB, ADJ, ADV);
 *    baseline the lower-cased form; also the lemma chosen in its sentence (annotate);
 *  - segmentation (UD GSDSimp sentences, the MSR word list fed in word by word): span P/R/F1;
 *    baseline jieba with its default dictionary.
 * `npx tsx bench/language/dev-sets.ts [--misses N]` prints only this part; run.ts includes it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { pinyin } from 'pinyin-pro';
import { annotate } from '@lingbridge/language/annotate';
import { readingOfSpan } from '@lingbridge/language/chinese';
import { lemmatizeSpanish } from '@lingbridge/language/spanish';
import { markedToNumbered } from '@lingbridge/language/pinyin';

const here = dirname(fileURLToPath(import.meta.url));
/** `shared/lang-dev` beside the project (or beside a folder above it, for a worktree); LANG_DEV_DIR overrides. */
function findDevDir(): string {
  if (process.env.LANG_DEV_DIR) return process.env.LANG_DEV_DIR;
  let dir = join(here, '..', '..');
  for (let i = 0; i < 4; i++) {
    const candidate = join(dir, '..', 'shared', 'lang-dev');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return join(here, '..', '..', '..', 'shared', 'lang-dev');
}
export const DEV_DIR = findDevDir();

const body = (file: string) => readFileSync(join(DEV_DIR, file), 'utf8').split('\n').slice(1);
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(2)}%`;
/** The bar's reading form: lowercase, ü as v, neutral tone 5. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/u:|ü/g, 'v')
    .replace(/^([a-z]+)$/, '$15');

/** Polyphone accuracy on CPP: ours (annotate + readingOfSpan) and pinyin-pro alone. */
function polyphones(misses: string[]) {
  let ours = 0;
  let base = 0;
  let n = 0;
  for (const line of body('zh-polyphone-cpp.tsv')) {
    if (!line) continue;
    const [idx, label, sentence] = line.split('\t');
    const cps = [...sentence];
    const at = cps.slice(0, Number(idx)).join('').length;
    const ch = cps[Number(idx)];
    const got = readingOfSpan(annotate(sentence, 'Simplified_Chinese'), at, at + ch.length);
    const pp = markedToNumbered(pinyin(sentence, { type: 'array', toneType: 'symbol', nonZh: 'spaced' })[Number(idx)] ?? '');
    n++;
    if (norm(got) === norm(label)) ours++;
    else misses.push(`${ch} ${label} got ${got}: ${sentence}`);
    if (norm(pp) === norm(label)) base++;
  }
  return { n, ours, base };
}

const CONTENT = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);

/** Spanish lemma accuracy on AnCora: the form alone, the form in its sentence, and the lower-cased form. */
function lemmas(misses: string[]) {
  const sentences: { form: string; lemma: string; upos: string }[][] = [[]];
  for (const line of body('es-lemma-ancora.tsv')) {
    if (!line) {
      if (sentences.at(-1)!.length) sentences.push([]);
      continue;
    }
    const [form, lemma, upos] = line.split('\t');
    sentences.at(-1)!.push({ form, lemma, upos });
  }
  const r = { content: 0, contentCtx: 0, contentBase: 0, all: 0, allBase: 0, n: 0, nAll: 0 };
  const missCount = new Map<string, number>();
  for (const s of sentences) {
    if (!s.length) continue;
    const text = s.map((t) => t.form).join(' ');
    const tokens = annotate(text, 'Spanish');
    let off = 0;
    for (const t of s) {
      const start = text.indexOf(t.form, off);
      off = start + t.form.length;
      const alone = (lemmatizeSpanish(t.form)[0]?.lemma ?? t.form).toLowerCase();
      const tok = tokens.find((k) => k.start === start);
      const inCtx = (tok?.key ?? t.form).toLowerCase();
      const gold = t.lemma.toLowerCase();
      const ok = alone === gold;
      r.nAll++;
      if (ok) r.all++;
      if (t.form.toLowerCase() === gold) r.allBase++;
      if (!CONTENT.has(t.upos)) continue;
      r.n++;
      if (ok) r.content++;
      else {
        const k = `${t.upos} ${t.form.toLowerCase()} → ${gold} (got ${alone})`;
        missCount.set(k, (missCount.get(k) ?? 0) + 1);
      }
      if (inCtx === gold) r.contentCtx++;
      if (t.form.toLowerCase() === gold) r.contentBase++;
    }
  }
  for (const [k, c] of [...missCount].sort((a, b) => b[1] - a[1])) misses.push(`${c}× ${k}`);
  return r;
}

interface Prf {
  p: number;
  r: number;
  f: number;
}

function spans(words: string[]): Set<string> {
  const out = new Set<string>();
  let at = 0;
  for (const w of words) {
    if (!w.trim()) {
      at += w.length;
      continue;
    }
    out.add(`${at}:${at + w.length}`);
    at += w.length;
  }
  return out;
}

/** Span precision / recall / F1 of a segmenter over gold-segmented lines. */
function segScore(lines: string[][], cut: (text: string) => string[], misses?: string[]): Prf {
  let tp = 0;
  let np = 0;
  let ng = 0;
  for (const gold of lines) {
    const text = gold.join('');
    const got = cut(text);
    const g = spans(gold);
    const p = spans(got);
    let hit = 0;
    for (const x of p) if (g.has(x)) hit++;
    tp += hit;
    np += p.size;
    ng += g.size;
    if (misses && hit !== g.size) misses.push(`${gold.join(' ')}  ⇐  ${got.filter((w) => w.trim()).join(' ')}`);
  }
  const p = tp / np;
  const r = tp / ng;
  return { p, r, f: (2 * p * r) / (p + r) };
}

function segmentation(missGsd: string[], missMsr: string[]) {
  const gsd = body('zh-seg-ud-gsdsimp.txt')
    .filter(Boolean)
    .map((l) => l.split(' '));
  const msr = body('zh-words-msr-train.txt')
    .filter(Boolean)
    .map((l) => [l.trim()]);
  const jieba = Jieba.withDict(dict);
  const ours = (t: string) => annotate(t, 'Simplified_Chinese').map((k) => k.text);
  const base = (t: string) => jieba.cut(t, true);
  return {
    gsd: { ours: segScore(gsd, ours, missGsd), base: segScore(gsd, base), n: gsd.length },
    msr: { ours: segScore(msr, ours, missMsr), base: segScore(msr, base), n: msr.length },
  };
}

/** Scores every development set; returns printable lines (empty when the sets are absent). */
export function scoreDevSets(showMisses = 0): string[] {
  if (!existsSync(join(DEV_DIR, 'README.md'))) return [`(development sets not found at ${DEV_DIR}: skipped)`];
  const out: string[] = [];
  const mp: string[] = [];
  const ml: string[] = [];
  const mg: string[] = [];
  const mm: string[] = [];
  const t0 = performance.now();
  const py = polyphones(mp);
  const le = lemmas(ml);
  const seg = segmentation(mg, mm);
  const f3 = (x: Prf) => `P ${x.p.toFixed(3)} R ${x.r.toFixed(3)} F1 ${x.f.toFixed(3)}`;
  out.push(`- polyphones, CPP dev (${py.n} labelled characters): ${pct(py.ours, py.n)}; baseline pinyin-pro alone ${pct(py.base, py.n)}`);
  out.push(
    `- Spanish lemmas, AnCora dev, content words (${le.n}), form alone: ${pct(le.content, le.n)}; in its sentence: ${pct(le.contentCtx, le.n)}; baseline lower-cased form ${pct(le.contentBase, le.n)}`,
  );
  out.push(`- Spanish lemmas, all ${le.nAll} tokens, form alone: ${pct(le.all, le.nAll)}; baseline ${pct(le.allBase, le.nAll)}`);
  out.push(`- segmentation, UD GSDSimp dev (${seg.gsd.n} sentences): ${f3(seg.gsd.ours)}; baseline jieba default ${f3(seg.gsd.base)}`);
  out.push(`- segmentation, MSR word list (${seg.msr.n} words, each alone): ${f3(seg.msr.ours)}; baseline jieba default ${f3(seg.msr.base)}`);
  out.push(`- (scored in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  if (showMisses) {
    for (const [name, list] of [
      ['polyphones', mp],
      ['lemmas', ml],
      ['GSD', mg],
      ['MSR', mm],
    ] as const) {
      out.push(`\n### misses: ${name} (${list.length})`, ...list.slice(0, showMisses));
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--misses');
  const n = i > 0 ? Number(process.argv[i + 1] ?? 50) : 0;
  console.log(scoreDevSets(n).join('\n'));
}
