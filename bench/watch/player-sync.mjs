#!/usr/bin/env node
// The Watch player's per-tick sync cost (issue 5 §6; target under 2 ms a tick): every 500 ms the
// player reads the time, finds the current sentence (start < time < end) in the transcript and
// decides where the transcript scrolls. Runs the web app's own functions on a 900-sentence
// transcript (a 60-minute video) over a sweep of playback times, and compares them with a baseline
// that scans every sentence and sums the row heights above the target.
// Usage: node bench/watch/player-sync.mjs [sentences=900] [ticks=200000]
import { register } from 'tsx/esm/api';

register();
const { findCurrentSentence, findCurrentSentenceLinear, scrollTarget } = await import('../../apps/web/src/features/watch/lib/current-sentence.ts');

const count = Number(process.argv[2] ?? 900);
const ticks = Number(process.argv[3] ?? 200_000);
const GAP = 10; // sentence spacing in the scroll calculation (spec 01 §9)
const VIEW = 640; // transcript panel height

// About 4 s a sentence with short pauses between, rows of 80–140 px as the virtualizer measures them.
const sentences = [];
let t = 0.5;
for (let i = 0; i < count; i++) {
  const len = 2.2 + ((i * 37) % 23) / 10;
  sentences.push({ start: t, end: t + len });
  t += len + 0.2 + ((i * 13) % 5) / 10;
}
const duration = t;
const heights = sentences.map((_, i) => 80 + ((i * 29) % 61));
// What the virtualizer keeps: each row's start, computed once when rows are measured.
const starts = new Float64Array(count);
for (let i = 1; i < count; i++) starts[i] = starts[i - 1] + heights[i - 1] + GAP;

const centered = (start, i) => Math.max(0, start + heights[i] / 2 - VIEW / 2);

/** One tick as the player runs it: binary search, then the row's known offset. */
function tickFast(time, state) {
  const current = findCurrentSentence(sentences, time);
  const target = scrollTarget(state.previous, current, true);
  state.previous = current;
  return target === null ? -1 : centered(starts[target], target);
}

/** The baseline: scan every sentence, then add up the rows above the target. */
function tickBaseline(time, state) {
  const current = findCurrentSentenceLinear(sentences, time);
  const target = scrollTarget(state.previous, current, true);
  state.previous = current;
  if (target === null) return -1;
  let offset = 0;
  for (let i = 0; i < target; i++) offset += heights[i] + GAP;
  return centered(offset, target);
}

function run(tick) {
  const state = { previous: -1 };
  let sink = 0;
  // Times spread over the whole video, in a scrambled order (seeks), so no branch is learned.
  const step = duration / ticks;
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < ticks; k++) sink += tick(((k * 7919) % ticks) * step, state);
  const ns = Number(process.hrtime.bigint() - t0);
  return { perTickUs: ns / ticks / 1000, sink };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// Warm up both, then five measured runs each.
run(tickFast);
run(tickBaseline);
const fast = [];
const base = [];
for (let r = 0; r < 5; r++) {
  fast.push(run(tickFast).perTickUs);
  base.push(run(tickBaseline).perTickUs);
}
const f = median(fast);
const b = median(base);
// Same answers: the bench measures equal work.
for (let x = 0; x < duration; x += 0.37) {
  if (findCurrentSentence(sentences, x) !== findCurrentSentenceLinear(sentences, x)) throw new Error(`disagree at ${x}`);
}
console.log(`Watch player sync: ${count} sentences (${(duration / 60).toFixed(1)} min), ${ticks} ticks, median of 5 runs, Node ${process.version}`);
console.log(`  binary search + known row offset: ${f.toFixed(3)} µs a tick (${(f / 1000).toFixed(5)} ms; target < 2 ms)`);
console.log(`  baseline linear scan + summed offsets: ${b.toFixed(3)} µs a tick`);
console.log(`  ratio: ${(b / f).toFixed(1)}× faster than the baseline`);
if (f / 1000 >= 2) process.exitCode = 1;
