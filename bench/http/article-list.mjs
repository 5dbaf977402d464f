#!/usr/bin/env node
// Article list under load (issue 12 §6): GET /api/v1/article (the learner's first page) against the
// bare route /healthz of the SAME server, 50 connections, on PGlite then PostgreSQL. While each load
// runs, a probe asks /healthz and /api/v1/user/me one request at a time and records their latency:
// a database that blocks the main thread shows up as slow answers on routes that never touch it.
//
//   node bench/http/article-list.mjs                 # both databases, 6 s per load
//   BENCH_DURATION=4 BENCH_DB=pglite node bench/http/article-list.mjs
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  (server URL without database; default shown)
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuMsOf, freshPostgres, login, startServer, waitForIdle } from './server.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const PG_DB = process.env.BENCH_PG_DB ?? 'lb_bench_list';
const which = (process.env.BENCH_DB ?? 'pglite,postgres').split(',').map((s) => s.trim());

function load(url, headers, duration) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers, pipelining: 1 }, (err, res) => (err ? reject(err) : resolve(res))),
  );
}

const pct = (xs, p) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Asks each probe URL in turn, one at a time, until `stop()`; latencies per URL in ms. */
function probe(urls, headers) {
  const lat = Object.fromEntries(urls.map((u) => [u, []]));
  let running = true;
  const done = (async () => {
    while (running) {
      for (const u of urls) {
        const t = performance.now();
        const res = await fetch(u, { headers });
        await res.arrayBuffer();
        if (res.ok) lat[u].push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  })();
  return async () => {
    running = false;
    await done;
    return lat;
  };
}

/** One load of `duration` seconds on `url` with the probe running beside it. */
async function loadWithProbe(pid, url, headers, probeUrls, duration) {
  const stop = probe(probeUrls, headers);
  const before = cpuMsOf(pid);
  const res = await load(url, headers, duration);
  const after = cpuMsOf(pid);
  const lat = await stop();
  return {
    rps: res.requests.average,
    p50: res.latency.p50,
    p99: res.latency.p99,
    bad: res.non2xx + res.errors + res.timeouts,
    cpuUs: before == null || after == null ? null : ((after - before) * 1000) / res.requests.total,
    probes: Object.fromEntries(Object.entries(lat).map(([u, xs]) => [u, { p50: pct(xs, 50), p99: pct(xs, 99), n: xs.length }])),
  };
}

async function benchOne(kind) {
  const env = {};
  if (kind === 'postgres') {
    const db = await freshPostgres(PG_BASE, PG_DB);
    if (db.skip) return void console.log(`\n[postgres] skipped: ${db.skip}`);
    env.DATABASE_URL = db.url;
  }
  const server = await startServer({ env });
  console.log(`\n[${kind}] server ready in ${Math.round(server.readyMs)} ms`);
  try {
    await waitForIdle(server.pid);
    const token = await login(server.baseUrl, 'learner@lingbridge.local', 'learner1234');
    const auth = { authorization: `Bearer ${token}` };
    const bare = `${server.baseUrl}/healthz`;
    const me = `${server.baseUrl}/api/v1/user/me`;
    const list = `${server.baseUrl}/api/v1/article`;
    const first = await fetch(list, { headers: auth });
    const body = await first.json();
    if (!first.ok) throw new Error(`GET /api/v1/article answered ${first.status}`);
    console.log(`[${kind}] article list: ${body.total ?? body.items?.length ?? '?'} articles, first page ${JSON.stringify(body).length} bytes`);
    await load(bare, auth, 2);
    await load(list, auth, 2);
    console.log(`[${kind}] measuring ${DURATION} s per load, ${CONNECTIONS} connections, probe beside it ...`);
    const probes = [bare, me];
    const b = await loadWithProbe(server.pid, bare, auth, probes, DURATION);
    const l = await loadWithProbe(server.pid, list, auth, probes, DURATION);
    return { kind, bare: b, list: l, bareUrl: bare, meUrl: me };
  } finally {
    await server.stop();
  }
}

const fmt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
console.log(`article-list benchmark: ${os.cpus().length} CPU(s), Node ${process.version}, load generator in this process`);
const header = () => {
  console.log('\n| database | load (50 conn.) | req/s | p50 ms | p99 ms | server CPU µs/req | /healthz p50 / p99 ms during | /user/me p50 / p99 ms during |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
};
/** Printed as soon as a database is done, so a failure later in the run loses nothing. */
function report(r) {
  header();
  for (const [label, x] of [
    ['GET /healthz (bare)', r.bare],
    ['GET /api/v1/article', r.list],
  ]) {
    const h = x.probes[r.bareUrl];
    const m = x.probes[r.meUrl];
    console.log(`| ${r.kind} | ${label} | ${fmt(x.rps)} | ${x.p50} | ${x.p99} | ${fmt(x.cpuUs)} | ${f1(h.p50)} / ${f1(h.p99)} | ${f1(m.p50)} / ${f1(m.p99)} |`);
  }
  const hp = (x) => x.probes[r.bareUrl].p50;
  const mp = (x) => x.probes[r.meUrl].p50;
  console.log(
    `\n${r.kind}: list/bare throughput ${(r.list.rps / r.bare.rps).toFixed(2)}; ` +
      `probe p50 under list load / under bare load: /healthz ${(hp(r.list) / hp(r.bare)).toFixed(1)}x, /user/me ${(mp(r.list) / mp(r.bare)).toFixed(1)}x`,
  );
  console.log(
    `load average now: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (1, 5, 15 min)`,
  );
}
const rows = [];
for (const kind of which) {
  const r = await benchOne(kind);
  if (!r) continue;
  rows.push(r);
  report(r);
}
const bad = rows.some((r) => r.bare.bad || r.list.bad);
if (bad) console.log('warning: some requests failed (non-2xx, errors or timeouts); the figures are not trustworthy');
process.exit(bad ? 1 : 0);
