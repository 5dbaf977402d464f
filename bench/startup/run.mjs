#!/usr/bin/env node
// Start-up benchmark (issue 2 §6): time from spawning `npm start`'s server process
// (`node scripts/start.mjs`, web app already built) to GET /readyz answering 200, and the idle
// resident memory (RSS) of that process once ready. Cases: first start on a fresh PGlite data folder
// (migrations and demo seeding), a restart on the same folder (the everyday case), and, when the
// local PostgreSQL answers, a start against PostgreSQL.
//
//   node bench/startup/run.mjs          # 3 runs per case, medians
//   BENCH_RUNS=5 node bench/startup/run.mjs
//   BENCH_ENTRY=main ...                 # time apps/server/src/main.ts under tsx instead of scripts/start.mjs
//   BENCH_SKIP_BUILD=1 ...               # do not build a missing or stale web app first
//   BENCH_TSX=1 ...                      # npm start running the server's sources under tsx (LINGBRIDGE_TSX=1) instead of compiled
//   BENCH_CASES=restart,postgres ...     # some cases only (first, restart, postgres)
//   BENCH_PHASES=1 ...                   # the server logs at info level; print its start-up phases per run
//   BENCH_FIRST=1 ...                    # time the first requests right after ready (article, page, annotate, login, lookup)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuMsOf, npmScript, root, rssOf, startServer, waitForIdle } from '../http/server.mjs';
import { firstRequests } from './first-requests.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SETTLE_MS = 3000;
const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const PG_DB = process.env.BENCH_PG_DB ?? 'lb_bench_startup';
// The environment and Node flags `npm start` passes (package.json's start script: the malloc settings,
// --max-semi-space-size), so the figures are those of the command operators run.
const { env: startEnv, flags: startFlags } = npmScript('start');
const startArgs =
  fs.existsSync(path.join(root, 'scripts/start.mjs')) && process.env.BENCH_ENTRY !== 'main'
    ? [...startFlags, path.join(root, 'scripts/start.mjs')]
    : [...startFlags, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];

/** `npm start` builds a stale web app first; build it here so the timing is start-up only. */
function ensureBuilt() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const probe = spawnSync(process.execPath, [
    '-e',
    `
    const fs=require('fs'),path=require('path');
    const web=${JSON.stringify(path.join(root, 'apps/web'))};
    const dist=path.join(web,'dist/index.html');
    const newest=(d)=>!fs.existsSync(d)?0:fs.statSync(d).isDirectory()?Math.max(0,...fs.readdirSync(d).filter(n=>n!=='node_modules'&&n!=='dist').map(n=>newest(path.join(d,n)))):fs.statSync(d).mtimeMs;
    const built=fs.existsSync(dist)?fs.statSync(dist).mtimeMs:0;
    const src=Math.max(newest(path.join(web,'src')),newest(path.join(web,'public')),newest(path.join(web,'index.html')),newest(${JSON.stringify(path.join(root, 'packages/contracts/src'))}));
    process.exit(built && src<=built?0:1);`,
  ]);
  if (probe.status === 0) return;
  console.log('Web app missing or stale: building it first (not timed) ...');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function freshPostgres() {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS "${PG_DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${PG_DB}"`);
  await admin.end();
  return `${PG_BASE}/${PG_DB}`;
}

/**
 * Starts once and waits for /readyz; reads the RSS 3 s later, then waits until the process has gone
 * idle (start-up work continues after ready: dictionary warm-up, demo-content jobs) and reads it again.
 */
const CASES = (process.env.BENCH_CASES ?? 'first,restart,postgres').split(',');
const baseEnv = {
  ...startEnv,
  ...(process.env.BENCH_TSX === '1' ? { LINGBRIDGE_TSX: '1' } : {}),
  ...(process.env.BENCH_PHASES === '1' ? { LOG_LEVEL: 'info' } : {}),
};
async function measure(opts, { timeFirst = true } = {}) {
  const s = await startServer({ nodeArgs: startArgs, ...opts, env: { ...baseEnv, ...opts.env } });
  // CPU time (all threads) used by the time /readyz first said 200: unlike wall time, it hardly
  // depends on what else the machine is doing.
  const cpuMs = cpuMsOf(s.pid);
  const mainMs = mainThreadCpuMs(s.pid);
  // The first requests a visitor and a learner make, sent the moment /readyz said 200: ready must
  // mean warm, so none of them may wait for start-up work left over.
  const first = timeFirst && process.env.BENCH_FIRST === '1' ? await firstRequests(s.baseUrl, s.pid) : null;
  if (process.env.BENCH_PHASES === '1') {
    const phases = /"phases":(\{[^}]*\})/.exec(s.logTail(400))?.[1];
    console.log(
      `  load ${os.loadavg()[0].toFixed(1)}, ready ${(s.readyMs / 1000).toFixed(2)} s, CPU ${((cpuMs ?? 0) / 1000).toFixed(2)} s (main thread ${((mainMs ?? 0) / 1000).toFixed(2)} s), phases ${phases ?? 'n/a'}`,
    );
  }
  if (first) console.log(`  first requests after ready: ${first.line}`);
  const idle = waitForIdle(s.pid, { timeoutMs: 300_000 });
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const rssReady = rssOf(s.pid);
  const settled = await idle;
  const rss = rssOf(s.pid);
  await s.stop();
  return { readyMs: s.readyMs, cpuMs, mainMs, first, idleMs: settled == null ? null : s.readyMs + settled, rssReady, rss };
}

/** CPU time of the process's main thread alone (the JavaScript thread; PGlite has its own), in ms. */
function mainThreadCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10; // USER_HZ = 100
  } catch {
    return null;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};
const mb = (b) => (b == null ? 'n/a' : `${(b / 1048576).toFixed(0)} MB`);

ensureBuilt();
console.log(
  `Start-up benchmark: ${os.cpus().length} CPU(s), Node ${process.version}, command: ${process.env.BENCH_TSX === '1' ? 'LINGBRIDGE_TSX=1 ' : ''}node ${startArgs.map((a) => path.relative(root, a) || a).join(' ')}`,
);
const cases = [];

// First start: a new data folder each run (PGlite creates its cluster, migrations, seeding).
if (CASES.includes('first')) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure({}, { timeFirst: false })); // nothing seeded yet
  cases.push({ name: 'first start, PGlite (fresh DATA_DIR)', runs });
}
// Restart: the same data folder, already migrated and seeded.
if (CASES.includes('restart')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-startup-'));
  await measure({ dataDir: dir }, { timeFirst: false }); // creates it
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure({ dataDir: dir }));
  fs.rmSync(dir, { recursive: true, force: true });
  cases.push({ name: 'restart, PGlite (existing DATA_DIR)', runs });
}
// PostgreSQL: the first start migrates and seeds; later ones find everything in place.
if (CASES.includes('postgres')) {
  const url = await freshPostgres();
  if (!url) console.log(`PostgreSQL unreachable at ${PG_BASE}: PostgreSQL case skipped`);
  else {
    // A restart keeps its data folder too (uploads, the language cache built on the first start):
    // a fresh folder each time would rebuild the CC-CEDICT cache (2–3 s) on every "restart".
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-startup-pg-'));
    await measure({ dataDir: dir, env: { DATABASE_URL: url } }, { timeFirst: false });
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure({ dataDir: dir, env: { DATABASE_URL: url } }));
    fs.rmSync(dir, { recursive: true, force: true });
    cases.push({ name: 'restart, PostgreSQL (migrated database)', runs });
  }
}

const sec = (ms) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
console.log(
  `\n| case | ready (median of ${RUNS}) | min–max | CPU to ready (median) | min–max | main thread's CPU (median) | idle after start (median) | RSS 3 s after ready | idle RSS |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const c of cases) {
  const t = c.runs.map((r) => r.readyMs);
  const cpu = c.runs.map((r) => r.cpuMs ?? 0);
  const main = c.runs.map((r) => r.mainMs ?? 0);
  const idle = c.runs.map((r) => r.idleMs).filter((x) => x != null);
  console.log(
    `| ${c.name} | ${sec(median(t))} | ${(Math.min(...t) / 1000).toFixed(2)}–${(Math.max(...t) / 1000).toFixed(2)} s | ${sec(median(cpu))} | ${(Math.min(...cpu) / 1000).toFixed(2)}–${(Math.max(...cpu) / 1000).toFixed(2)} s | ${sec(median(main))} | ${idle.length ? sec(median(idle)) : 'never idle'} | ${mb(median(c.runs.map((r) => r.rssReady ?? 0)))} | ${mb(median(c.runs.map((r) => r.rss ?? 0)))} |`,
  );
}
if (process.env.BENCH_FIRST === '1') {
  console.log(`\nFirst requests right after ready (median of ${RUNS}; ms of wall time, and the server's CPU for the whole sequence):`);
  for (const c of cases) {
    if (!c.runs[0].first) continue;
    const names = Object.keys(c.runs[0].first.ms);
    console.log(
      `- ${c.name}: ${names.map((n) => `${n} ${median(c.runs.map((r) => r.first.ms[n])).toFixed(0)}`).join(', ')}; CPU ${median(c.runs.map((r) => r.first.cpuMs)).toFixed(0)} ms`,
    );
  }
}
console.log(`\nready = from spawning the process to the first 200 from GET /readyz (polled every 25 ms).`);
console.log(
  'CPU to ready = user + system time of the process (all its threads, /proc/<pid>/stat) at that moment; main thread = the JavaScript thread alone (PGlite runs on another).',
);
console.log('idle = from spawning until the process used under 5 % of a CPU for 2 s in a row; idle RSS is read then.');
console.log(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
