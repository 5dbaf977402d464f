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
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const N = Number(process.env.BENCH_REQUESTS ?? 4000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20000);
const WINDOWS = 3;
const steps = (process.env.BENCH_LAYERS ?? ';headers;headers,cookies;headers,cookies,hooks;headers,cookies,hooks,shutdown').split(';');

try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
} catch {
  console.log('valgrind is not installed (Debian: apt-get install valgrind); nothing measured.');
  process.exit(0);
}

const load = (url, amount) =>
  new Promise((resolve, reject) => autocannon({ url, connections: 10, amount, timeout: 60 }, (err, res) => (err ? reject(err) : resolve(res))));

/** Instructions of the main thread in one callgrind dump part. */
function mainThreadInstructions(dir, part) {
  for (const f of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    if (/^thread: 1$/m.test(text) && new RegExp(`^part: ${part}$`, 'm').test(text)) return Number(/^summary: (\d+)/m.exec(text)?.[1]);
  }
  throw new Error(`no dump of part ${part} in ${dir}`);
}

async function measure(layers) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-cg-'));
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--smc-check=all-non-file',
      '--separate-threads=yes',
      `--callgrind-out-file=${dir}/cg.out`,
      process.execPath,
      '--single-threaded',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'layers.ts'),
    ],
    { env: { ...process.env, LAYERS: layers }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    const port = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => (out += d) && /PORT (\d+)/.test(out) && resolve(/PORT (\d+)/.exec(out)[1]));
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}/healthz`;
    const control = (cmd) => execFileSync('callgrind_control', [cmd, String(child.pid)], { stdio: 'ignore' });
    await load(url, WARMUP);
    const perRequest = [];
    for (let w = 1; w <= WINDOWS; w++) {
      control('-z');
      const res = await load(url, N);
      if (res.non2xx || res.errors) throw new Error(`${res.non2xx + res.errors} requests failed`);
      control('-d');
      for (let i = 0; i < 50 && !fs.readdirSync(dir).some((f) => f.startsWith(`cg.out.${w}-`)); i++) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 300));
      perRequest.push(mainThreadInstructions(dir, w) / N);
    }
    return perRequest.slice(1); // the first window still holds compilation
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
