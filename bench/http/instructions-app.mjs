#!/usr/bin/env node
// The goal me/bare ≥ 0.85 (issue 22), counted instead of timed: the real server (as `npm start`
// runs it, on PostgreSQL) under valgrind's callgrind, V8 compiling on the main thread, and the main
// thread's user-space instructions per request of GET /healthz (the bare route) and of an
// authenticated GET /api/v1/user/me (the bearer token, and the browser's csrftoken cookie as a
// third route), in alternating windows of the same process. Timing the same ratio moves 0.63–0.89
// from run to run on this VM (docs/benchmarks.md); a count repeats within a few per cent.
// The server runs with ROLE=web (it serves, as `npm start`'s does, but runs no background jobs; such
// a process needs Redis too): the demo content's jobs would take ~10 min under valgrind after ready,
// and their polling would be counted in whichever window it fell. Without Redis it runs as `npm
// start`'s does, jobs and all, and says so. A full mark-compact of the heap (~550 million instructions
// here, ~140,000–180,000 per request of a window) lands in one window now and then, and so does a
// re-optimization; the figures are each route's median and lowest windows without them
// (bench/http/callgrind.mjs names V8's functions), printed beside every window and beside the same
// with everything counted. Incremental marking, which slows the program's writes while it runs, is
// not taken out: it lifts one window or two, which the lowest window leaves aside.
//
// A plain Fastify route runs beside the app in the server's own process (plain-beside.mjs: its own
// Fastify instance and port, none of the app's hooks) and is counted in the same alternating windows:
// the goal bare/plain ≥ 0.8 is judged against it (decision 0219). After the server, a plain Fastify
// route (bench/http/layers.ts, no layers) is counted the same way in a process of its own with npm
// start's flags, and printed beside it: the two plain routes differ by what the server's database and
// Redis clients and the app's own Fastify instance cost the Node and Fastify code they share with it
// (decisions 0206, 0219).
//
//   node bench/http/instructions-app.mjs    # ~18 min (start-up under valgrind is 5–9 of it); needs valgrind
//   (on an otherwise idle machine: with the other core busy, registering the routes under valgrind
//   can outlast Fastify's 10 s plugin timeout, and the server exits before it is ready)
//   BENCH_REQUESTS=3000 BENCH_WARMUP=15000 BENCH_ROUNDS=7 ...   (defaults shown)
//   BENCH_NODE_FLAGS=--perf-basic-prof ...                      more Node flags (this one maps JIT code's addresses to JS names in /tmp/perf-<pid>.map)
//   BENCH_KEEP_DUMPS=1 ...                                      keeps callgrind's files, one per window and thread
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432             (server URL without database; default shown)
//   BENCH_REDIS_URL=redis://127.0.0.1:6379                      (default shown)
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { callgrindCommand, countLayers, counter, load, valgrindMissing } from './callgrind.mjs';
import { freePort, freshPostgres, login, npmScript, serverEntry, startServer, waitForIdle } from './server.mjs';

const N = Number(process.env.BENCH_REQUESTS ?? 3000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 15000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');

const missing = valgrindMissing();
if (missing) {
  console.log(missing);
  process.exit(0);
}
const pg = await freshPostgres(PG_BASE, 'lb_bench_count');
if (pg.skip) {
  console.log(`skipped: ${pg.skip}`);
  process.exit(0);
}

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname, () => socket.end(() => resolve(true)));
  socket.setTimeout(2000, () => socket.destroy() && resolve(false));
  socket.on('error', () => resolve(false));
});
const role = redisUp ? { ROLE: 'web', REDIS_URL } : {};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-cg-'));
const { env, flags } = npmScript('start');
const plainPort = await freePort();
const beside = path.join(import.meta.dirname, 'plain-beside.mjs');
const started = performance.now();
const server = await startServer({
  command: 'valgrind',
  nodeArgs: callgrindCommand(dir, [
    ...flags,
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
    '--import',
    'tsx',
    '--import',
    beside,
    serverEntry,
  ]),
  env: { ...env, DATABASE_URL: pg.url, ...role, BENCH_PLAIN_PORT: String(plainPort) },
  readyTimeoutMs: 1_800_000,
  pollMs: 1000,
});
const f0 = (n) => Math.round(n).toLocaleString('en-US');
try {
  console.log(`Instructions per request (callgrind, main thread, user space), ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`);
  console.log(`server ready under valgrind in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (!redisUp) console.log(`Redis unreachable at ${REDIS_URL}: the server runs its background jobs too (slower, and their work is counted)`);
  await waitForIdle(server.pid, { timeoutMs: 600_000, maxShare: 0.1 });
  const token = await login(server.baseUrl, 'learner@lingbridge.local', 'learner1234');
  const me = `${server.baseUrl}/api/v1/user/me`;
  const first = await fetch(me, { headers: { authorization: `Bearer ${token}` } });
  if (!first.ok) throw new Error(`GET /api/v1/user/me answered ${first.status}`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? 'bench';
  const routes = [
    { name: 'GET /healthz (bare)', url: `${server.baseUrl}/healthz`, headers: {} },
    { name: 'GET /api/v1/user/me', url: me, headers: { authorization: `Bearer ${token}` } },
    { name: 'GET /api/v1/user/me + csrftoken cookie', url: me, headers: { authorization: `Bearer ${token}`, cookie: `csrftoken=${csrf}` } },
    { name: 'plain Fastify route, same process', url: `http://127.0.0.1:${plainPort}/healthz`, headers: {} },
  ];
  for (const r of routes) await load(r.url, WARMUP, r.headers);
  console.log(`${WARMUP} requests of each route warm-up, then ${ROUNDS} rounds of ${N} of each, alternating; the first round dropped\n`);
  const count = counter(server.pid, dir, '127.0.0.1'); // startServer's HOST
  for (let round = 0; round < ROUNDS; round++) {
    for (const r of routes) (r.windows ??= []).push(await count(() => load(r.url, N, r.headers)));
  }
  const kept = (r, key) => r.windows.slice(1).map((w) => w[key] / N);
  const median = (xs) => {
    const w = xs.toSorted((a, b) => a - b);
    return w.length % 2 ? w[(w.length - 1) / 2] : (w[w.length / 2 - 1] + w[w.length / 2]) / 2;
  };
  const lowest = (xs) => Math.min(...xs);
  const table = (key, title) => {
    console.log(`${title}\n| route | median window | lowest window | windows | bare / this (median, lowest) |\n|---|---:|---:|---|---:|`);
    const base = routes[0];
    for (const r of routes) {
      const ratios = [median, lowest].map((f) => (f(kept(base, key)) / f(kept(r, key))).toFixed(3)).join(', ');
      console.log(`| ${r.name} | ${f0(median(kept(r, key)))} | ${f0(lowest(kept(r, key)))} | ${kept(r, key).map(f0).join(', ')} | ${ratios} |`);
    }
    return [median, lowest].map((f) => f(kept(base, key)) / f(kept(routes[1], key)));
  };
  const [byMedian, byLowest] = table('own', "The routes' own work: without V8's full collections and compilation, which land in one window or another");
  const [all] = table('all', '\nEverything the main thread did in each window');
  // Incremental marking slows every write while it runs (its write barrier), and it lands in one
  // window or two: the lowest window is the route with the heap quiet, the median the usual one.
  // The goal counts as met only when both say so.
  const met = byMedian >= 0.85 && byLowest >= 0.85;
  console.log(
    `\nme/bare by count: ${byMedian.toFixed(3)} (median windows), ${byLowest.toFixed(3)} (lowest windows); goal ≥ 0.85: ${met ? 'met' : 'not met'}; everything counted (median): ${all.toFixed(3)}`,
  );
  const samePlain = routes[3];
  const [sMedian, sLowest] = [median, lowest].map((f) => f(kept(samePlain, 'own')) / f(kept(routes[0], 'own')));
  // The goal bare/plain ≥ 0.8 asks what the app's global layers cost (its security headers, CSRF
  // and cookies), so it is judged against the plain route beside them, in the same process: the
  // same Node, heap and clients, none of the app's hooks (decision 0219). The plain route in a
  // process of its own, below, leaves out what the process's database and Redis clients and the
  // app's own Fastify instance cost the code they share with it; it is printed beside it, not judged.
  const sameMet = sMedian >= 0.8 && sLowest >= 0.8;
  console.log(
    `bare/plain with the plain route in the server's own process: ${sMedian.toFixed(3)} (median windows), ${sLowest.toFixed(3)} (lowest windows); goal ≥ 0.8: ${sameMet ? 'met' : 'not met'}`,
  );
  await server.stop();
  const plain = await countLayers('', { nodeFlags: flags, warmup: WARMUP, n: N, windows: ROUNDS, keep: process.env.BENCH_KEEP_DUMPS === '1' });
  const bare = routes[0];
  const [pMedian, pLowest] = [median, lowest].map((f) => f(plain.map((w) => w.own / N).slice(1)));
  const [bpMedian, bpLowest] = [pMedian / median(kept(bare, 'own')), pLowest / lowest(kept(bare, 'own'))];
  console.log(
    `\nplain Fastify route (own process, npm start's flags): ${f0(pMedian)} (median window), ${f0(pLowest)} (lowest); windows ${plain
      .slice(1)
      .map((w) => f0(w.own / N))
      .join(', ')}`,
  );
  const factor = (median(kept(samePlain, 'own')) / pMedian).toFixed(2);
  console.log(
    `bare/plain against a plain route in a process of its own: ${bpMedian.toFixed(3)} (median windows), ${bpLowest.toFixed(3)} (lowest windows); the plain route beside the app costs ${factor}× this one with no app code on it: what the process's clients and the app's Fastify instance cost the Node and Fastify code they share (not the goal's measure, decision 0219)`,
  );
} finally {
  await server.stop().catch(() => undefined);
  if (process.env.BENCH_KEEP_DUMPS === '1') console.log(`callgrind's dumps kept in ${dir} (callgrind_annotate <file> names the native functions)`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
