// Syllable boundaries of the tones view (decision 0104): the aligner against equal parts, in the
// same run, on real synthetic speech whose joins are known. Each syllable of a demo sentence is
// spoken alone by espeak-ng (Mandarin, numbered pinyin), its silence trimmed, and the syllables are
// joined without gaps: the joins are the truth. Needs espeak-ng.
//
//   npx tsx bench/recordings/align.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import { pitchContour } from '../../packages/language/src/pitch';
import { alignSyllables, equalSpans, voicedStretch } from '../../packages/language/src/syllable-align';
import { ZH_ARTICLES } from '../../apps/server/src/seed-content/reading/articles-zh';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-align-'));
const cache = new Map<string, Float32Array>();
let rate = 22050;

function syllable(py: string): Float32Array {
  const hit = cache.get(py);
  if (hit) return hit;
  const file = path.join(dir, 'syl.wav');
  execFileSync('espeak-ng', ['-v', 'cmn-latn-pinyin', '-s', '140', '-w', file, py.replace(/ü/g, 'v')]);
  const wav = fs.readFileSync(file);
  rate = wav.readUInt32LE(24);
  const data = wav.subarray(44);
  const x = Float32Array.from({ length: data.length / 2 }, (_, i) => data.readInt16LE(i * 2) / 32768);
  const peak = x.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  // Trim silence: the first and last 5 ms windows above 2 % of the peak.
  const win = Math.round(rate * 0.005);
  const loud = (at: number) => x.subarray(at, at + win).some((v) => Math.abs(v) > peak * 0.02);
  let a = 0;
  while (a + win < x.length && !loud(a)) a += win;
  let b = x.length - win;
  while (b > a && !loud(b)) b -= win;
  const out = x.slice(a, b + win);
  cache.set(py, out);
  return out;
}

const sentences = ZH_ARTICLES.flatMap((a) => a.paragraphs.flatMap(([text]) => text.split(/(?<=[。！？])/)))
  .map((s) => s.replace(/[^\u4e00-\u9fff]/g, ''))
  .filter((s) => s.length >= 4 && s.length <= 24);

const errs = { aligned: [] as number[], equal: [] as number[] };
const within = { aligned: 0, equal: 0 };
let cuts = 0;
const t0 = performance.now();
let alignMs = 0;
for (const s of sentences) {
  const syls = pinyin(s, { toneType: 'num', type: 'array' }).map((p) => p.replace(/0$/, '5'));
  const parts = syls.map(syllable);
  const lead = new Float32Array(Math.round(rate * 0.15));
  const joins: number[] = [];
  let at = lead.length;
  for (const p of parts) {
    joins.push(at / rate);
    at += p.length;
  }
  const all = new Float32Array(at + lead.length);
  let o = lead.length;
  for (const p of parts) {
    all.set(p, o);
    o += p.length;
  }
  const c = pitchContour(all, rate);
  const t1 = performance.now();
  const aligned = alignSyllables(c, syls.length);
  alignMs += performance.now() - t1;
  const stretch = voicedStretch(c.values);
  if (!stretch || aligned.length !== syls.length) continue;
  const equal = equalSpans(stretch, syls.length);
  for (let i = 1; i < syls.length; i++) {
    const truth = joins[i]! * 1000;
    const ea = Math.abs(aligned[i]!.start * c.hop_ms + 20 - truth);
    const ee = Math.abs(equal[i]!.start * c.hop_ms + 20 - truth);
    errs.aligned.push(ea);
    errs.equal.push(ee);
    if (ea <= 50) within.aligned++;
    if (ee <= 50) within.equal++;
    cuts++;
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`Syllable joins: ${sentences.length} demo sentences, ${cuts} joins, espeak-ng syllables joined without gaps`);
for (const k of ['aligned', 'equal'] as const)
  console.log(
    `- ${k.padEnd(7)}: mean error ${mean(errs[k]).toFixed(0)} ms, median ${median(errs[k]).toFixed(0)} ms, within 50 ms ${((100 * within[k]) / cuts).toFixed(1)} %`,
  );
console.log(`- ratio of mean errors (aligned / equal): ${(mean(errs.aligned) / mean(errs.equal)).toFixed(2)}`);
console.log(
  `- alignment cost: ${(alignMs / sentences.length).toFixed(2)} ms per sentence (whole run ${(performance.now() - t0).toFixed(0)} ms with synthesis)`,
);
fs.rmSync(dir, { recursive: true, force: true });
