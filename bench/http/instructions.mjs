#!/usr/bin/env node
// Instructions per request, counted (valgrind's callgrind), where bench/http/run.mjs times them: on
// this kind of VM two runs of the same server differ by up to ±20 % in CPU time, so a change of a
// microsecond or two cannot be seen by timing. Counting is steadier when V8 compiles on the
// main thread (--single-threaded), so that tier-ups happen at the same points every run: within
// 1–2 % for one build in a session, ±5 % between runs (decision 0146), against ±20 % by timing.
// User space of the main thread only (the kernel's share, sockets, is the same for every layer).
//
// Measures a plain Fastify route, then the app's global layers added one at a time
// (bench/http/layers.ts: security headers, decorators, the two other onRequest hooks, the shutdown
// onSend hook), each in a fresh process: warm-up, then 3 windows of requests, the last two kept.
//
//   node bench/http/instructions.mjs            # ~6 min; needs valgrind (Debian: apt-get install valgrind)
//   BENCH_LAYERS=,headers node bench/http/instructions.mjs      # only these (cumulative lists, ; between)
//   BENCH_REQUESTS=4000 BENCH_WARMUP=20000 ...  (defaults shown)
import os from 'node:os';
import { countLayers, valgrindMissing } from './callgrind.mjs';

const N = Number(process.env.BENCH_REQUESTS ?? 4000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20000);
const WINDOWS = 3;
const steps = (process.env.BENCH_LAYERS ?? ';headers;headers,cookies;headers,cookies,hooks;headers,cookies,hooks,shutdown').split(';');

const missing = valgrindMissing();
if (missing) {
  console.log(missing);
  process.exit(0);
}

async function measure(layers) {
  const windows = await countLayers(layers, { warmup: WARMUP, n: N, windows: WINDOWS });
  return windows.slice(1).map((w) => w.all / N); // the first window still holds compilation
}

console.log(`Instructions per request (callgrind, main thread, user space), ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`);
console.log(`${WARMUP} requests warm-up, then windows of ${N}; the last two windows shown\n`);
console.log('| layers | instructions / request | windows | added | plain / this |\n|---|---:|---:|---:|---:|');
const rows = [];
for (const layers of steps) {
  const w = await measure(layers);
  const mean = (w[0] + w[1]) / 2;
  rows.push({ layers: layers || 'plain Fastify route', mean, w });
  const base = rows[0].mean;
  const prev = rows.at(-2)?.mean ?? mean;
  console.log(
    `| ${rows.at(-1).layers} | ${Math.round(mean).toLocaleString('en-US')} | ${w.map((x) => Math.round(x).toLocaleString('en-US')).join(', ')} | ${rows.length > 1 ? `${mean >= prev ? '+' : '−'}${Math.abs(Math.round(mean - prev)).toLocaleString('en-US')}` : ''} | ${(base / mean).toFixed(2)} |`,
  );
}
