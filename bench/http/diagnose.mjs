#!/usr/bin/env node
// Where does GET /api/v1/user/me lose throughput against the bare route? Runs the real app plus
// diagnostic routes that each leave one part out (bench/http/diagnose-server.ts) and measures them
// all in one process, one after another (autocannon, 50 connections).
//
//   node bench/http/diagnose.mjs                # PostgreSQL (own database), 2 rounds of 4 s per route
//   BENCH_DB=pglite BENCH_DURATION=3 node bench/http/diagnose.mjs
//   BENCH_PIN=1 node bench/http/diagnose.mjs   # server on CPU 0, load generator on CPU 1 (as in run.mjs)
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMsOf, login, pinTo, startServer, waitForIdle } from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const kind = process.env.BENCH_DB ?? 'postgres';
const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const PG_DB = 'lb_bench_diag';

pinTo(process.pid, 1);

const run = (url, headers, duration) =>
  new Promise((resolve, reject) => autocannon({ url, connections: 50, duration, headers }, (err, res) => (err ? reject(err) : resolve(res))));

const env = {};
if (kind === 'postgres') {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres`, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${PG_DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${PG_DB}"`);
  await admin.end();
  env.DATABASE_URL = `${PG_BASE}/${PG_DB}`;
}
const server = await startServer({ env, nodeArgs: ['--import', 'tsx', path.join(import.meta.dirname, 'diagnose-server.ts')] });
try {
  pinTo(server.pid, 0);
  await waitForIdle(server.pid);
  const token = await login(server.baseUrl, 'learner@lingbridge.local', 'learner1234');
  const auth = { authorization: `Bearer ${token}` };
  const cookie = { cookie: 'csrftoken=benchbenchbenchbenchbench' };
  const cases = [
    ['GET /healthz (bare, the baseline)', '/healthz', {}],
    ['/api/ route, empty, no cookie (CSRF cookie minted)', '/api/v1/bench/empty', {}],
    ['/api/ route, empty, with csrftoken cookie', '/api/v1/bench/empty', cookie],
    ['token check only (requireAuth), with cookie', '/api/v1/bench/auth-only', { ...auth, ...cookie }],
    ['token check, promise not stored on req, with cookie', '/api/v1/bench/auth-direct', { ...auth, ...cookie }],
    ['/user/me body, no response schema, with cookie', '/api/v1/bench/me-noschema', { ...auth, ...cookie }],
    ['/user/me body, fast-json-stringify, with cookie', '/api/v1/bench/me-fjs', { ...auth, ...cookie }],
    ['/user/me body, zod parse + JSON.stringify, with cookie', '/api/v1/bench/me-zod-validate', { ...auth, ...cookie }],
    ['/user/me body, zod safeEncode + JSON.stringify (the type provider), with cookie', '/api/v1/bench/me-zod-encode', { ...auth, ...cookie }],
    ['GET /api/v1/user/me, with cookie', '/api/v1/user/me', { ...auth, ...cookie }],
    ['GET /api/v1/user/me, no cookie (as in bench/http)', '/api/v1/user/me', auth],
  ];
  for (const [, p, h] of cases) {
    const r = await fetch(server.baseUrl + p, { headers: h });
    if (!r.ok) throw new Error(`${p}: HTTP ${r.status} ${await r.text()}`);
  }
  await run(`${server.baseUrl}/healthz`, {}, 2);
  await run(`${server.baseUrl}/api/v1/user/me`, auth, 2);
  // Rounds through every case, so a change in background load spreads over all of them.
  const rows = cases.map(([label]) => ({ label, rps: 0, p99: 0, bad: 0, cpuMs: 0, total: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [, p, h]] of cases.entries()) {
      const cpu0 = cpuMsOf(server.pid);
      const res = await run(server.baseUrl + p, h, DURATION);
      rows[i].cpuMs += cpuMsOf(server.pid) - cpu0;
      rows[i].total += res.requests.total;
      rows[i].rps += res.requests.average / ROUNDS;
      rows[i].p99 = Math.max(rows[i].p99, res.latency.p99);
      rows[i].bad += res.non2xx + res.errors;
    }
  }
  const base = rows[0].rps;
  console.log(`\n${kind}, ${ROUNDS} rounds of ${DURATION} s per route, 50 connections\n`);
  const cpuUs = (r) => (r.cpuMs * 1000) / r.total;
  console.log('| variant | req/s | × bare | p99 ms | server CPU µs/req |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${Math.round(r.rps).toLocaleString('en-US')} | ${(r.rps / base).toFixed(2)} | ${r.p99} | ${Math.round(cpuUs(r))} |${r.bad ? ` ${r.bad} failed` : ''}`,
    );
  console.log(
    `\nload average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await server.stop();
}
