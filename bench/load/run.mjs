#!/usr/bin/env node
// Load test (issue 21): a school afternoon (bench/load/mix.mjs) on TWO server processes sharing one
// PostgreSQL database and one Redis, for a fixed time, then the same mix on ONE of them, in the same
// run. Prints requests, errors (must be zero), p50/p99 per route, throughput and the ratio, and
// checks that every acknowledged write is readable from the other process.
//
//   node bench/load/run.mjs                          # 40 pupils, 30 s on each side, in 2 interleaved rounds
//   LOAD_SECONDS=10 LOAD_PUPILS=20 node bench/load/run.mjs
//   LOAD_PG_URL=postgres://postgres@127.0.0.1:5432  LOAD_REDIS_URL=redis://127.0.0.1:6379  (defaults shown)
//
// Both processes run the job queue too (ROLE=all, as `npm start`); no separate worker is needed.
// Sign-in limits stay at their production default (10 a minute per account): the pupils sign in
// from addresses of their own through a trusted proxy (TRUST_PROXY=127.0.0.1, X-Forwarded-For).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMsOf, freshPostgres, npmScript, serverEntry, startServer, waitForIdle } from '../http/server.mjs';
import { closeSockets, enrolPupils, missingWrites, runAfternoon, summarize } from './mix.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const PUPILS = Number(process.env.LOAD_PUPILS ?? 40);
// LOAD_TWO_PUPILS=80 gives each of the two processes as many pupils as the one process has.
const TWO_PUPILS = Number(process.env.LOAD_TWO_PUPILS ?? PUPILS);
const PG_BASE = (process.env.LOAD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const REDIS_URL = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_DB = process.env.LOAD_PG_DB ?? 'lb_load';
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 2);

const pgdb = await freshPostgres(PG_BASE, PG_DB);
if (pgdb.skip) {
  console.log(`skipped: ${pgdb.skip}`);
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-load-'));
const { env: startEnv, flags: startFlags } = npmScript('start');
const env = {
  ...startEnv,
  DATABASE_URL: pgdb.url,
  REDIS_URL,
  REDIS_PREFIX: `lbload${process.pid}:`,
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_AUTH_PER_MINUTE: '10',
};
const nodeArgs = [...startFlags, '--import', 'tsx', serverEntry];
const servers = [];
const fmt = (ms) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;

function report(label, r, cpuShare, cpuPerRequest, acked, missing) {
  console.log(`\n[${label}] ${r.total} requests in ${r.seconds.toFixed(1)} s: ${r.throughput.toFixed(0)} requests/s; errors: ${r.failures.length}`);
  console.log(`[${label}] server CPU: ${cpuShare} of a core; ${cpuPerRequest.toFixed(2)} ms per request`);
  console.log('| route | requests | p50 | p99 |');
  console.log('|---|---:|---:|---:|');
  for (const x of r.routes) console.log(`| ${x.route} | ${x.count} | ${fmt(x.p50)} | ${fmt(x.p99)} |`);
  const kinds = new Map();
  for (const f of r.failures) kinds.set(f.slice(0, 160), (kinds.get(f.slice(0, 160)) ?? 0) + 1);
  for (const [f, n] of kinds) console.log(`  error ×${n}: ${f}`);
  console.log(`[${label}] acknowledged writes: ${acked}; missing when read back from the other process: ${missing.length}`);
  for (const m of missing.slice(0, 10)) console.log(`  missing: ${m}`);
}

/** CPU time of the PostgreSQL backends serving this database (the servers' pooled connections), in ms. */
async function postgresCpuMs() {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await c.connect();
  try {
    const { rows } = await c.query('select pid from pg_stat_activity where datname = $1', [PG_DB]);
    return new Map(rows.map((r) => [r.pid, cpuMsOf(r.pid) ?? 0]));
  } finally {
    await c.end();
  }
}

/** One measurement of `seconds` on the given processes, with fresh pupils; its writes read back. */
async function measure(urls, pids, tag, seconds) {
  const pupils = await enrolPupils(urls[0], pgdb.url, urls.length > 1 ? TWO_PUPILS : PUPILS, tag);
  const pgBefore = await postgresCpuMs();
  const before = pids.map(cpuMsOf);
  const client = process.cpuUsage();
  const r = await runAfternoon({ urls, pupils, seconds });
  r.cpuMs = pids.map((pid, i) => cpuMsOf(pid) - before[i]);
  const used = process.cpuUsage(client);
  r.clientMs = (used.user + used.system) / 1000;
  const pgAfter = await postgresCpuMs();
  r.pgMs = [...pgAfter].reduce((n, [pid, ms]) => n + ms - (pgBefore.get(pid) ?? 0), 0);
  // Let the last fan-outs arrive before asking the other process.
  await new Promise((res) => setTimeout(res, 1000));
  r.missing = await missingWrites(r, urls);
  r.acked = r.pupils.reduce((n, p) => n + p.sentences.length + p.words.size + p.sent.length, 0);
  closeSockets(r);
  return r;
}

function summary(label, runs) {
  const s = summarize(runs);
  const cpu = runs[0].cpuMs.map((_, i) => runs.reduce((n, r) => n + r.cpuMs[i], 0));
  const share = cpu.map((ms) => `${((ms / 1000 / s.seconds) * 100).toFixed(0)} %`).join(' + ');
  const perRequest = cpu.reduce((a, b) => a + b, 0) / s.total;
  const missing = runs.flatMap((r) => r.missing);
  report(
    label,
    s,
    share,
    perRequest,
    runs.reduce((n, r) => n + r.acked, 0),
    missing,
  );
  const client = runs.reduce((n, r) => n + r.clientMs, 0);
  const pgMs = runs.reduce((n, r) => n + r.pgMs, 0);
  console.log(
    `[${label}] PostgreSQL (this database's backends) used ${((pgMs / 1000 / s.seconds) * 100).toFixed(0)} % of a core (${(pgMs / s.total).toFixed(2)} ms per request); the load generator (this process) ${((client / 1000 / s.seconds) * 100).toFixed(0)} %`,
  );
  return { ...s, perRequest, missing };
}

let failed = false;
try {
  const a = await startServer({ env, nodeArgs, dataDir });
  servers.push(a);
  // The first start migrates and seeds; the second joins the seeded database.
  await waitForIdle(a.pid, { timeoutMs: 300_000 });
  const b = await startServer({ env, nodeArgs, dataDir });
  servers.push(b);
  await waitForIdle(b.pid, { timeoutMs: 300_000 });
  // What a process costs doing nothing (job queue polls, timers): part of each one's CPU under load.
  const idle = [a.pid, b.pid].map(cpuMsOf);
  await new Promise((res) => setTimeout(res, 5000));
  console.log(`Idle CPU: ${[a.pid, b.pid].map((pid, i) => `${((cpuMsOf(pid) - idle[i]) / 50).toFixed(1)} %`).join(' + ')} of a core.`);
  console.log(
    `Two processes on PostgreSQL ${PG_DB} and Redis (prefix ${env.REDIS_PREFIX}); ${TWO_PUPILS} pupils on two processes and ${PUPILS} on one, ${SECONDS} s on each side in ${ROUNDS} interleaved rounds.`,
  );

  // Warm-up (not counted): JIT, pools, caches on both processes.
  const warm = await enrolPupils(a.baseUrl, pgdb.url, Math.min(PUPILS, 10), `warm${process.pid}`);
  closeSockets(await runAfternoon({ urls: [a.baseUrl, b.baseUrl], pupils: warm, seconds: Math.min(5, SECONDS) }));

  // Interleaved (two, one, two, one ...) so a change in the machine's other load hits both alike.
  const twoRuns = [];
  const oneRuns = [];
  const part = SECONDS / ROUNDS;
  for (let k = 0; k < ROUNDS; k++) {
    twoRuns.push(await measure([a.baseUrl, b.baseUrl], [a.pid, b.pid], `two${k}x${process.pid}`, part));
    oneRuns.push(await measure([a.baseUrl], [a.pid], `one${k}x${process.pid}`, part));
  }
  const two = summary('two processes', twoRuns);
  const one = summary('one process', oneRuns);
  console.log(
    `\nThroughput: two processes ${two.throughput.toFixed(0)} requests/s, one process ${one.throughput.toFixed(0)} requests/s: ratio ${(two.throughput / one.throughput).toFixed(2)}; server CPU per request ${two.perRequest.toFixed(2)} ms vs ${one.perRequest.toFixed(2)} ms (machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}).`,
  );
  failed = two.failures.length + one.failures.length + two.missing.length + one.missing.length > 0;
  failed = two.failures.length + one.failures.length + two.missing.length + one.missing.length > 0;
} finally {
  for (const s of servers) await s.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${PG_DB}" WITH (FORCE)`);
  await admin.end();
  const { default: Redis } = await import('ioredis').catch(() => ({ default: null }));
  if (Redis) {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${env.REDIS_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}
if (failed) {
  console.log('\nFAILED: errors or missing writes (see above).');
  process.exit(1);
}
