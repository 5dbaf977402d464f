#!/usr/bin/env node
// Speak under load (issue 14): the event list (GET /api/v1/debate?scope=upcoming, as a visitor and
// signed in) and one event's detail (GET /api/v1/debate/{id}) against the bare route /healthz of the
// SAME server, 50 connections, on PGlite then PostgreSQL. Prints req/s and the ratio to the bare route.
//
//   node bench/speak/event-list.mjs                  # both databases, 5 s per load
//   BENCH_DURATION=3 BENCH_DB=pglite node bench/speak/event-list.mjs
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuMsOf, freshPostgres, login, startServer, waitForIdle } from '../http/server.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const which = (process.env.BENCH_DB ?? 'pglite,postgres').split(',').map((s) => s.trim());

const load = (url, headers, duration) =>
  new Promise((resolve, reject) => autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, res) => (err ? reject(err) : resolve(res))));

/** The demo events are seeded by a job once the demo articles exist: wait for them. */
async function demoEvent(base) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const r = await fetch(`${base}/api/v1/debate?scope=upcoming&size=12`);
    const body = await r.json();
    // All six upcoming demo events (they are seeded one after another).
    if (r.ok && body.total >= 6) return { id: body.items[0].id, total: body.total };
    if (Date.now() > deadline) throw new Error('no demo events after 90 s');
    await new Promise((res) => setTimeout(res, 1000));
  }
}

async function benchOne(kind) {
  const env = {};
  if (kind === 'postgres') {
    const db = await freshPostgres(PG_BASE, 'lb_bench_speak');
    if (db.skip) return void console.log(`\n[postgres] skipped: ${db.skip}`);
    env.DATABASE_URL = db.url;
  }
  const server = await startServer({ env });
  try {
    const ev = await demoEvent(server.baseUrl);
    await waitForIdle(server.pid);
    const token = await login(server.baseUrl, 'learner@lingbridge.local', 'learner1234');
    const auth = { authorization: `Bearer ${token}` };
    const routes = [
      ['GET /healthz (bare)', `${server.baseUrl}/healthz`, {}],
      ['GET /debate?scope=upcoming (visitor)', `${server.baseUrl}/api/v1/debate?scope=upcoming&size=12`, {}],
      ['GET /debate?scope=upcoming (learner)', `${server.baseUrl}/api/v1/debate?scope=upcoming&size=12`, auth],
      ['GET /debate/{id} (learner)', `${server.baseUrl}/api/v1/debate/${ev.id}`, auth],
    ];
    console.log(`\n[${kind}] ${ev.total} upcoming demo events; ${DURATION} s per load, ${CONNECTIONS} connections`);
    const rows = [];
    for (const [label, url, headers] of routes) {
      await load(url, headers, 1);
      const before = cpuMsOf(server.pid);
      const res = await load(url, headers, DURATION);
      const after = cpuMsOf(server.pid);
      rows.push({
        label,
        rps: res.requests.average,
        p50: res.latency.p50,
        p99: res.latency.p99,
        bad: res.non2xx + res.errors,
        cpu: before == null ? null : ((after - before) * 1000) / res.requests.total,
      });
    }
    const bare = rows[0].rps;
    console.log('\n| database | route | req/s | ratio to bare | p50 ms | p99 ms | server CPU µs/req | errors |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows)
      console.log(
        `| ${kind} | ${r.label} | ${Math.round(r.rps)} | ${(r.rps / bare).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.cpu == null ? 'n/a' : Math.round(r.cpu)} | ${r.bad} |`,
      );
  } finally {
    await server.stop();
  }
}

console.log(`speak event-list benchmark: ${os.cpus().length} CPU(s), Node ${process.version}, load generator in this process`);
for (const kind of which) await benchOne(kind);
