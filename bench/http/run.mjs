#!/usr/bin/env node
// HTTP benchmark (issue 2 §6): requests/s and p99 latency of an authenticated GET /api/v1/user/me
// against the bare route /healthz of the SAME server process, and that bare route against a plain
// Fastify route in a process of its own (bench/http/plain-fastify.mjs), measured in the same run
// with autocannon (50 connections), first on PGlite, then on PostgreSQL.
// Goals (issue 22): me/bare >= 0.85, bare/plain >= 0.8. Also printed: the bare route against the plain
// route with the app's security headers (bench/http/layers.ts), since those headers alone cost Node
// ~19,000 instructions of a plain route's ~61,000 (bench/http/instructions.mjs, decision 0146).
//
//   node bench/http/run.mjs                  # both databases, 10 s per measurement
//   BENCH_DURATION=5 node bench/http/run.mjs # shorter
//   BENCH_DB=postgres node bench/http/run.mjs
//   BENCH_CPU_PROF=1 node bench/http/run.mjs # also profiles the server under /user/me load
//   BENCH_PIN=1 node bench/http/run.mjs      # servers on CPU 0, load generator on CPU 1 (Linux, taskset):
//                                            # steadier figures on a 2-core machine (docs/benchmarks.md)
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  (server URL without database; default shown)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { summarizeProfile } from './profile.mjs';
import { cpuMsOf, freshPostgres, login, pinTo, serverEntry, startServer, waitForIdle } from './server.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Math.min(3, DURATION);
const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const PG_DB = process.env.BENCH_PG_DB ?? 'lb_bench';
const which = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');
const profile = process.env.BENCH_CPU_PROF === '1';
const pin = process.env.BENCH_PIN === '1';

pinTo(process.pid, 1);

function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers, pipelining: 1 }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/**
 * One measurement, with the server's own CPU time over it (from /proc): CPU per request does not
 * depend on how busy the rest of the machine is, where requests/s does.
 */
async function measure(pid, url, headers, duration) {
  const before = cpuMsOf(pid);
  const res = await load(url, headers, duration);
  const after = cpuMsOf(pid);
  res.serverCpuMs = before == null || after == null ? null : after - before;
  return res;
}

/**
 * The plain Fastify route, started with the same Node flags as the server; with `layers`, the same
 * route with some of the app's global layers (bench/http/layers.ts): `headers` is the plain route
 * with the app's security headers, the baseline that shows what the app adds beyond them.
 */
function startPlain(nodeArgs, layers) {
  const flags = nodeArgs.filter((a) => a.startsWith('--max-'));
  const entry = layers ? ['--import', 'tsx', path.join(import.meta.dirname, 'layers.ts')] : [path.join(import.meta.dirname, 'plain-fastify.mjs')];
  const child = spawn(process.execPath, [...flags, ...entry], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LAYERS: layers ?? '' } });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const port = /PORT (\d+)/.exec(out)?.[1];
      if (port) resolve({ pid: child.pid, url: `http://127.0.0.1:${port}/healthz`, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`plain Fastify exited (${code})`)));
  });
}

/** Two halves of one measurement: throughput averaged, p50/p99 the worse of the two. */
function combine(a, b) {
  const fa = figures(a);
  const fb = figures(b);
  const total = fa.total + fb.total;
  return {
    rps: (fa.rps + fb.rps) / 2,
    p50: Math.max(fa.p50, fb.p50),
    p99: Math.max(fa.p99, fb.p99),
    total,
    bad: fa.bad + fb.bad,
    cpuUs: fa.cpuMs == null || fb.cpuMs == null ? null : ((fa.cpuMs + fb.cpuMs) * 1000) / total,
  };
}

function figures(res) {
  return {
    rps: res.requests.average,
    p50: res.latency.p50,
    p99: res.latency.p99,
    total: res.requests.total,
    bad: res.non2xx + res.errors + res.timeouts,
    cpuMs: res.serverCpuMs,
  };
}

async function benchOne(kind) {
  const env = {};
  if (kind === 'postgres') {
    const pgdb = await freshPostgres(PG_BASE, PG_DB);
    if (pgdb.skip) {
      console.log(`\n[postgres] skipped: ${pgdb.skip}`);
      return null;
    }
    env.DATABASE_URL = pgdb.url;
  }
  const profDir = profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-prof-')) : null;
  const nodeArgs = profile ? ['--cpu-prof', '--cpu-prof-dir', profDir, '--import', 'tsx', serverEntry] : ['--import', 'tsx', serverEntry];
  const server = await startServer({ env, nodeArgs });
  const plain = await startPlain(nodeArgs);
  const plainHeaders = await startPlain(nodeArgs, 'headers');
  pinTo(server.pid, 0);
  pinTo(plain.pid, 0);
  pinTo(plainHeaders.pid, 0);
  console.log(`\n[${kind}] server ready in ${Math.round(server.readyMs)} ms at ${server.baseUrl}`);
  try {
    const settled = await waitForIdle(server.pid);
    console.log(
      settled == null
        ? `[${kind}] warning: the server kept working after ready for the whole wait; measuring anyway`
        : `[${kind}] server idle ${(settled / 1000).toFixed(1)} s after ready (start-up work in the background)`,
    );
    const token = await login(server.baseUrl, 'learner@lingbridge.local', 'learner1234');
    const auth = { authorization: `Bearer ${token}` };
    const bareUrl = `${server.baseUrl}/healthz`;
    const meUrl = `${server.baseUrl}/api/v1/user/me`;
    const check = await fetch(meUrl, { headers: auth });
    if (!check.ok) throw new Error(`GET /api/v1/user/me answered ${check.status}`);
    // A browser sends back the CSRF cookie the API set on its first answer; autocannon keeps no cookies,
    // so without this variant every request makes the server mint and set a new one.
    const csrf = /csrftoken=([^;]+)/.exec(check.headers.get('set-cookie') ?? '')?.[1] ?? 'bench';
    const withCookie = { ...auth, cookie: `csrftoken=${csrf}` };

    if (profile) {
      // The profile should show where /user/me spends its time, so only /user/me runs.
      console.log(`[${kind}] profiling: /user/me only, ${WARMUP} s warm-up + ${DURATION} s`);
      await load(meUrl, auth, WARMUP);
      const me = figures(await measure(server.pid, meUrl, auth, DURATION));
      console.log(`[${kind}] /user/me under the profiler: ${Math.round(me.rps)} req/s, p99 ${me.p99} ms`);
      return null;
    }
    console.log(`[${kind}] warm-up ${WARMUP} s per route ...`);
    await load(plain.url, {}, WARMUP);
    await load(plainHeaders.url, {}, WARMUP);
    await load(bareUrl, {}, WARMUP);
    await load(meUrl, auth, WARMUP);
    // Interleaved halves (bare, me, bare, me) so a change in background load hits both routes alike.
    console.log(`[${kind}] measuring ${DURATION} s per route in two interleaved halves, ${CONNECTIONS} connections ...`);
    const half = Math.max(1, Math.round(DURATION / 2));
    const p1 = await measure(plain.pid, plain.url, {}, half);
    const h1 = await measure(plainHeaders.pid, plainHeaders.url, {}, half);
    const b1 = await measure(server.pid, bareUrl, {}, half);
    const m1 = await measure(server.pid, meUrl, auth, half);
    const c1 = await measure(server.pid, meUrl, withCookie, half);
    const p2 = await measure(plain.pid, plain.url, {}, half);
    const h2 = await measure(plainHeaders.pid, plainHeaders.url, {}, half);
    const b2 = await measure(server.pid, bareUrl, {}, half);
    const m2 = await measure(server.pid, meUrl, auth, half);
    const c2 = await measure(server.pid, meUrl, withCookie, half);
    const plainFastify = combine(p1, p2);
    const withHeaders = combine(h1, h2);
    const bare = combine(b1, b2);
    const me = combine(m1, m2);
    const meCookie = combine(c1, c2);
    const cpuRatio = (x) => (x.cpuUs && bare.cpuUs ? bare.cpuUs / x.cpuUs : null);
    return {
      kind,
      plain: plainFastify,
      withHeaders,
      bareHeadersRatio: bare.rps / withHeaders.rps,
      bareHeadersCpuRatio: withHeaders.cpuUs && bare.cpuUs ? withHeaders.cpuUs / bare.cpuUs : null,
      bareRatio: bare.rps / plainFastify.rps,
      bareCpuRatio: plainFastify.cpuUs && bare.cpuUs ? plainFastify.cpuUs / bare.cpuUs : null,
      bare,
      me,
      meCookie,
      ratio: me.rps / bare.rps,
      ratioCookie: meCookie.rps / bare.rps,
      cpuRatio: cpuRatio(me),
      cpuRatioCookie: cpuRatio(meCookie),
    };
  } finally {
    plain.stop();
    plainHeaders.stop();
    await server.stop();
    if (profDir) {
      const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
      if (file) {
        const kept = path.join(os.tmpdir(), `lingbridge-${kind}-${Date.now()}.cpuprofile`);
        fs.copyFileSync(path.join(profDir, file), kept);
        console.log(`\n[${kind}] CPU profile of the server (whole run): ${kept}`);
        console.log(summarizeProfile(JSON.parse(fs.readFileSync(kept, 'utf8'))));
      } else console.log(`[${kind}] no CPU profile was written`);
      fs.rmSync(profDir, { recursive: true, force: true });
    }
  }
}

const fmt = (n, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
const rows = [];
const started = Date.now();
console.log(
  `HTTP benchmark: ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, load generator in this process${pin ? ' on CPU 1, servers on CPU 0 (BENCH_PIN=1)' : ''}`,
);
for (const kind of which) {
  const r = await benchOne(kind.trim());
  if (r) rows.push(r);
}

const us = (x) => (x.cpuUs == null ? 'n/a' : fmt(x.cpuUs));
console.log(
  `\nload average during the run: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (1, 5, 15 min)`,
);
console.log('\n| database | route | req/s | p50 ms | p99 ms | server CPU µs/req | non-2xx/errors |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const line = (label, x) => console.log(`| ${r.kind} | ${label} | ${fmt(x.rps)} | ${x.p50} | ${x.p99} | ${us(x)} | ${x.bad} |`);
  line('plain Fastify route (baseline of the bare route)', r.plain);
  line("plain Fastify route + the app's security headers", r.withHeaders);
  line('GET /healthz (bare)', r.bare);
  line('GET /api/v1/user/me', r.me);
  line('GET /api/v1/user/me + csrftoken cookie', r.meCookie);
}
console.log('');
const f2 = (x) => (x == null ? 'n/a' : x.toFixed(2));
for (const r of rows) {
  const goal = (x, g) => (x >= g ? `  (goal >= ${g}: met)` : `  (goal >= ${g}: NOT met)`);
  console.log(`ratio me/bare on ${r.kind}: ${r.ratio.toFixed(2)}${goal(r.ratio, 0.85)}; with the browser's csrftoken cookie: ${r.ratioCookie.toFixed(2)}`);
  console.log(`  by server CPU per request (bare/me, independent of machine load): ${f2(r.cpuRatio)}; with the cookie: ${f2(r.cpuRatioCookie)}`);
  console.log(`ratio bare/plain Fastify on ${r.kind}: ${r.bareRatio.toFixed(2)}${goal(r.bareRatio, 0.8)}; by server CPU per request: ${f2(r.bareCpuRatio)}`);
  console.log(
    `  against plain Fastify with the same security headers (what the app adds beyond them): ${r.bareHeadersRatio.toFixed(2)}; by server CPU: ${f2(r.bareHeadersCpuRatio)}`,
  );
}
console.log(`\nfinished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
const bad = rows.some((r) => r.bare.bad || r.me.bad || r.meCookie.bad);
if (bad) console.log('warning: some requests failed (non-2xx, errors or timeouts); the figures are not trustworthy');
process.exit(bad ? 1 : 0);
