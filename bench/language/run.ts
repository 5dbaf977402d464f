/**
 * Language core benchmark: `npx tsx bench/language/run.ts` (from the repo root).
 * Every figure comes with a trivial baseline measured in the same run.
 * `node --expose-gc --import tsx bench/language/run.ts` also collects garbage between sections.
 * When `../shared/lang-dev` is there, it also prints accuracy on the development sets (dev-sets.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

function probe(env: Record<string, string> = {}): { ms: number; cpuMs: number; rssMB: number; heapMB: number } {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, 'load-probe.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}

function stats(samples: number[]): { p50: number; p99: number; mean: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { p50: at(0.5), p99: at(0.99), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

const f = (n: number, d = 2) => n.toFixed(d);
const ratio = (a: number, b: number) => (b > 0 ? `${f(a / b, 1)}×` : 'n/a');
const lines: string[] = [];
const say = (s: string) => {
  lines.push(s);
  console.log(s);
};

say(
  `Machine: ${cpus().length} cores, load average at start ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')} (1/5/15 min; other work on the machine inflates every timing).\n`,
);

// 1. Dictionary load, in fresh processes: first run (cache build) and warm cache.
const fresh = mkdtempSync(join(tmpdir(), 'lb-lang-bench-'));
const cold = probe({ LANGUAGE_CACHE_DIR: fresh });
rmSync(fresh, { recursive: true, force: true });
probe(); // make sure the default cache exists
const warmRuns = [probe(), probe(), probe()];
const warm = warmRuns.sort((a, b) => a.ms - b.ms)[1];
const base = probe({ BASELINE: '1' });
say(`## Dictionary load (fresh process, all three languages)`);
say(`- first run (builds the cache): ${f(cold.ms, 0)} ms wall (${f(cold.cpuMs, 0)} ms CPU), +${f(cold.rssMB, 0)} MB RSS`);
say(`- warm cache (median of 3): ${f(warm.ms, 0)} ms wall (${f(warm.cpuMs, 0)} ms CPU), +${f(warm.rssMB, 0)} MB RSS, +${f(warm.heapMB, 0)} MB JS heap`);
say(
  `- baseline (readFileSync of the same files): ${f(base.ms, 0)} ms wall (${f(base.cpuMs, 0)} ms CPU), +${f(base.rssMB, 0)} MB RSS → load is ${ratio(warm.ms, base.ms)} the baseline`,
);

// Load in this process for the rest.
const { warmUp } = await import('@lingbridge/language/registry');
const { annotate } = await import('@lingbridge/language/annotate');
const { lookup } = await import('@lingbridge/language/lookup');
const { cedict } = await import('@lingbridge/language/cedict');
const { lemmatizeSpanish, lookupSpanish, tokenizeSpanish } = await import('@lingbridge/language/spanish');
warmUp();

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

// 2. Annotate a 2,000-character article.
gc();
const article = readFileSync(join(here, 'article-zh.txt'), 'utf8').slice(0, 2000);
const firstT = performance.now();
const firstTokens = annotate(article, 'Simplified_Chinese');
const first = performance.now() - firstT;
for (let i = 0; i < 20; i++) annotate(article, 'Simplified_Chinese'); // JIT warm-up, not measured
const annotateTimes: number[] = [];
const splitTimes: number[] = [];
const annCpu0 = process.cpuUsage();
let annWall = 0;
for (let i = 0; i < 300; i++) {
  let t = performance.now();
  annotate(article, 'Simplified_Chinese');
  annotateTimes.push(performance.now() - t);
  annWall += performance.now() - t;
  t = performance.now();
  Array.from(article).map((c) => c.toLowerCase());
  splitTimes.push(performance.now() - t);
}
const annCpuAll = process.cpuUsage(annCpu0);
const a = stats(annotateTimes);
const b = stats(splitTimes);
say(`\n## annotate(): ${article.length}-character Chinese article, ${firstTokens.length} tokens (segmentation + pinyin + tones + glosses)`);
say(`- first call (empty word cache): ${f(first)} ms`);
say(`- 300 calls after 20 warm-up calls: median ${f(a.p50)} ms, p99 ${f(a.p99)} ms`);
say(
  `- CPU time (annotate + baseline loop) / wall time of annotate: ${f((annCpuAll.user + annCpuAll.system) / 1000 / 300, 2)} ms CPU per iteration vs ${f(annWall / 300, 2)} ms wall mean`,
);
say(`- baseline (Array.from + toLowerCase per character): median ${f(b.p50, 3)} ms → ${ratio(a.p50, b.p50)}`);

// 3. 10,000 random Chinese → English lookups.
gc();
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const lines2 = cedict().lines;
const pick = () => lines2.line(Math.floor(rand() * lines2.count)).split('\t', 1)[0];
for (let i = 0; i < 2_000; i++) lookup(pick(), 'Simplified_Chinese', 'English'); // JIT warm-up on other words
const words = Array.from({ length: 10_000 }, pick);
const map = new Map(words.map((w) => [w, w.length]));
const lookTimes: number[] = [];
const mapTimes: number[] = [];
let found = 0;
const lookCpu0 = process.cpuUsage();
for (const w of words) {
  let t = performance.now();
  if (lookup(w, 'Simplified_Chinese', 'English')) found++;
  lookTimes.push((performance.now() - t) * 1000);
  t = performance.now();
  map.get(w);
  mapTimes.push((performance.now() - t) * 1000);
}
const lookCpu = process.cpuUsage(lookCpu0);
const l = stats(lookTimes);
const m = stats(mapTimes);
say(`\n## 10,000 random Chinese → English lookups (random CC-CEDICT headwords, ${found} found)`);
say(
  `- p50 ${f(l.p50, 1)} µs, p99 ${f(l.p99, 1)} µs, mean ${f(l.mean, 1)} µs wall; CPU ${f((lookCpu.user + lookCpu.system) / 10_000, 1)} µs per lookup (incl. the Map baseline)`,
);
say(`- baseline (Map.get, same words, same timer): p50 ${f(m.p50, 2)} µs, p99 ${f(m.p99, 2)} µs → p99 ${ratio(l.p99, m.p99)}`);

const enWords = ['library', 'speak', 'happy', 'went', 'libraries', 'computer', 'teacher', 'bank', 'water', 'friend'];
const enTimes: number[] = [];
for (let i = 0; i < 10_000; i++) {
  const t = performance.now();
  lookup(enWords[i % enWords.length], 'English', 'Simplified_Chinese');
  enTimes.push((performance.now() - t) * 1000);
}
const e = stats(enTimes);
say(`- English → Chinese (10,000 lookups of 10 words): p50 ${f(e.p50, 1)} µs, p99 ${f(e.p99, 1)} µs`);

// 4. Spanish lemmatize + lookup throughput.
gc();
const esText = `Ayer fuimos al mercado del barrio y compramos frutas, verduras y pan. Mi hermana quería
 flores para su casa, pero las tiendas estaban cerradas. Después nos sentamos en un café y hablamos de
 nuestros planes: ella piensa viajar a México el año que viene y yo tendré que trabajar todo el verano.
 ¿Por qué no vienes con nosotros? ¡Dímelo pronto! Los niños jugaban en la plaza mientras sus padres
 leían el periódico. Si tuviera más tiempo, aprendería a tocar la guitarra y escribiría canciones.`;
const tokens = tokenizeSpanish(esText)
  .filter((t) => t.isWord)
  .map((t) => t.text);
const esRaw = JSON.parse(readFileSync(join(root, 'packages/language/dict/es-en.json'), 'utf8')) as { paradigms: string[]; lexemes: string[] };
const lex = esRaw.lexemes.map((r) => r.split('\t'));
const forms: string[] = [];
while (forms.length < 10_000) {
  const [lemma, , pid] = lex[Math.floor(rand() * lex.length)];
  const triples = esRaw.paradigms[Number(pid)].split(';');
  const [tail, add] = triples[Math.floor(rand() * triples.length)].split(',');
  if (lemma.toLowerCase().endsWith(tail)) forms.push(lemma.toLowerCase().slice(0, lemma.length - tail.length) + add);
}
for (let i = 0; i < 2_000; i++) lookupSpanish(forms[i].split('').reverse().join('')); // JIT warm-up (mostly unknown words)
const esTimes: number[] = [];
let ok = 0;
for (const w of forms) {
  const t0 = performance.now();
  if (lookupSpanish(w)) ok++;
  esTimes.push((performance.now() - t0) * 1000);
}
const es = stats(esTimes);
const coldEs = esTimes.reduce((x, y) => x + y, 0) / 1000;
const reps = 200;
let t = performance.now();
for (let i = 0; i < reps; i++) for (const w of tokens) lookupSpanish(w);
const textEs = performance.now() - t;
const esMap = new Map(tokens.map((w) => [w.toLowerCase(), w]));
t = performance.now();
for (let i = 0; i < reps; i++) for (const w of tokens) esMap.get(w.toLowerCase());
const textBase = performance.now() - t;
say(`\n## Spanish lemmatize + lookup`);
say(
  `- 10,000 random inflected forms (cold memo): ${f((10_000 / coldEs) * 1000, 0)} words/s; per lookup p50 ${f(es.p50, 1)} µs, p99 ${f(es.p99, 1)} µs (${ok} found)`,
);
say(`- running text (${tokens.length} words × ${reps}): ${f(((tokens.length * reps) / textEs) * 1000, 0)} words/s`);
say(`- baseline (toLowerCase + Map.get, same words): ${f(((tokens.length * reps) / textBase) * 1000, 0)} words/s → ${ratio(textEs, textBase)} slower`);
say(`- lemmatizeSpanish('hablamos') → ${lemmatizeSpanish('hablamos')[0].lemma} (${lemmatizeSpanish('hablamos')[0].form})`);

// 5. Accuracy on the shared development sets (measurement only; skipped when absent).
const { scoreDevSets } = await import('./dev-sets.js');
say(`\n## Accuracy on the development sets (../shared/lang-dev), beside the plain baselines of this run`);
for (const line of scoreDevSets()) say(line);

const mem = process.memoryUsage();
say(
  `\nLoad average at the end: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')}.`,
);
say(
  `Process after the run: RSS ${f(mem.rss / 2 ** 20, 0)} MB, JS heap ${f(mem.heapUsed / 2 ** 20, 0)} MB. Node ${process.version}, ${process.platform}/${process.arch}.`,
);
