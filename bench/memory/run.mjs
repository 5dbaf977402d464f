#!/usr/bin/env node
// Idle-memory attribution (issue 22): runs bench/memory/phases.ts, which starts the server the way
// apps/server/src/main.ts does and reads process.memoryUsage() after each phase, in a fresh process
// per case, and prints where the resident memory (RSS) of an idle process goes.
//
//   node bench/memory/run.mjs                 # restart on PGlite and on PostgreSQL: under tsx, then compiled
//   BENCH_CASES=pglite node bench/memory/run.mjs
//   MEMORY_HEAP_SNAPSHOT=/tmp/idle.heapsnapshot BENCH_CASES=pglite node bench/memory/run.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { npmScript, root } from '../http/server.mjs';
import { ensureServerBuilt } from '../../scripts/build-server.mjs';

const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const PG_DB = process.env.BENCH_PG_DB ?? 'lb_bench_memory';
const CASES = (process.env.BENCH_CASES ?? 'pglite,postgres').split(',');
// BENCH_MODES=compiled leaves out the runs under tsx.
const MODES = (process.env.BENCH_MODES ?? 'tsx,compiled').split(',');
// The environment and Node flags `npm start` passes (package.json's start script).
const { env: startEnv, flags: startFlags } = npmScript('start');
const mb = (b) => (b / 1048576).toFixed(0);

// phases.ts compiled the way `npm start` compiles the server (scripts/build-server.mjs, decision 0129).
const [compiledPhases] = await ensureServerBuilt({ entries: [path.join(root, 'bench/memory/phases.ts')], outDir: path.join(root, 'bench/memory/dist') });

/** One process: phases.ts compiled (as `npm start` runs the server) or under tsx, its JSON line parsed. */
function phases(env, label, nodeArgs = [], { tsx = false } = {}) {
  const entry = tsx ? ['--import', 'tsx', path.join(root, 'bench/memory/phases.ts')] : [compiledPhases];
  const r = spawnSync(process.execPath, [...nodeArgs, '--expose-gc', ...entry], {
    cwd: root,
    env: { ...process.env, ...startEnv, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = r.stdout.split('\n').find((l) => l.startsWith('MEMORY_JSON '));
  if (!line) {
    console.error(`${label}: no figures (exit ${r.status})\n${r.stderr.slice(-2000)}`);
    return null;
  }
  return { label, ...JSON.parse(line.slice('MEMORY_JSON '.length)) };
}

async function freshPostgres() {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS "${PG_DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${PG_DB}"`);
  await admin.end();
  return `${PG_BASE}/${PG_DB}`;
}

function table(run) {
  console.log(`\n### ${run.label} (${run.kind}; dictionaries loaded in ${run.warmMs} ms)\n`);
  console.log('| phase | RSS | Δ RSS | heap used | heap total | external | t |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  let prev = 0;
  for (const s of run.snaps) {
    const d = s.rss - prev;
    console.log(
      `| ${s.phase} | ${mb(s.rss)} MB | ${prev ? (d >= 0 ? '+' : '') + mb(d) : ''} | ${mb(s.heapUsed)} | ${mb(s.heapTotal)} | ${mb(s.external)} | ${(s.ms / 1000).toFixed(1)} s |`,
    );
    prev = s.rss;
  }
  const spaces = run.spaces.filter((s) => s.size > 1048576).map((s) => `${s.space} ${mb(s.used)}/${mb(s.size)}`);
  console.log(
    `\nV8 heap spaces at idle (used/size MB): ${spaces.join(', ')}; malloced ${mb(run.heap.malloced_memory)} MB (peak ${mb(run.heap.peak_malloced_memory)}).`,
  );
}

console.log(`Memory attribution: ${os.cpus().length} CPU(s), Node ${process.version}, load ${os.loadavg()[0].toFixed(1)}`);
const runs = [];
if (CASES.includes('pglite')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-memory-'));
  phases({ DATA_DIR: dir }, 'first start'); // creates, migrates and seeds the folder; not reported
  // Each cut against what came before it, in the same run, on the same folder (earlier cuts:
  // PGLITE_SHARED_BUFFERS_MB=128 PGLITE_WASM_COMPILE_TASKS=0 and no flags is the state before 0123).
  if (MODES.includes('tsx'))
    runs.push(
      phases({ DATA_DIR: dir }, `restart, PGlite: under tsx, npm start's flags (${startFlags.join(' ') || 'none'}) (before 0129)`, startFlags, { tsx: true }),
    );
  if (MODES.includes('compiled')) runs.push(phases({ DATA_DIR: dir }, `restart, PGlite: compiled, npm start's flags (now)`, startFlags));
  fs.rmSync(dir, { recursive: true, force: true });
}
if (CASES.includes('postgres')) {
  const url = await freshPostgres();
  if (!url) console.log(`PostgreSQL unreachable at ${PG_BASE}: PostgreSQL case skipped`);
  else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-memory-'));
    phases({ DATA_DIR: dir, DATABASE_URL: url }, 'first start'); // migrates and seeds
    if (MODES.includes('tsx'))
      runs.push(phases({ DATA_DIR: dir, DATABASE_URL: url }, `restart, PostgreSQL: under tsx, npm start's flags (before 0129)`, startFlags, { tsx: true }));
    if (MODES.includes('compiled'))
      runs.push(phases({ DATA_DIR: dir, DATABASE_URL: url }, `restart, PostgreSQL: compiled, npm start's flags (now)`, startFlags));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
for (const r of runs.filter(Boolean)) table(r);
