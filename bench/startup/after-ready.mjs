#!/usr/bin/env node
// The first minute after a PGlite restart (decision 0143): restarts `npm start`'s server on one
// seeded data folder, then times rounds of a signed-in learner's database-backed GETs straight after
// ready, with PostgreSQL's start-up TurboFan compiles deferred (the default) and with V8's own
// tiering budget (PGLITE_STARTUP_TIERING_BUDGET=0), alternating. Prints ready, then per round the
// wall time and the server's CPU, medians over the restarts.
//
//   node bench/startup/after-ready.mjs                 # 3 restarts per variant, 8 rounds each
//   BENCH_RUNS=5 BENCH_ROUNDS=12 node bench/startup/after-ready.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMsOf, login, npmScript, root, startServer, waitForIdle } from '../http/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const PATHS = [
  '/article',
  '/article?page=2',
  '/vocabulary',
  '/vocabulary/review/due',
  '/learning/report',
  '/learning/archive',
  '/video/list',
  '/notification',
  '/blog',
  '/events',
  '/category',
  '/materials',
  '/debate',
  '/learning/saved',
  '/magazine',
];
const { env: startEnv, flags } = npmScript('start');
const nodeArgs = [...flags, path.join(root, 'scripts/start.mjs')];
const VARIANTS = [
  { name: 'deferred (default)', env: {} },
  { name: "V8's budget (PGLITE_STARTUP_TIERING_BUDGET=0)", env: { PGLITE_STARTUP_TIERING_BUDGET: '0' } },
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-after-ready-'));
try {
  // The first start migrates and seeds; the restarts below are the everyday case.
  const first = await startServer({ nodeArgs, env: startEnv, dataDir, readyTimeoutMs: 300_000 });
  await waitForIdle(first.pid, { timeoutMs: 300_000 });
  await first.stop();

  const results = VARIANTS.map(() => ({ ready: [], rounds: Array.from({ length: ROUNDS }, () => ({ ms: [], cpu: [] })) }));
  for (let run = 0; run < RUNS; run++) {
    for (const [v, variant] of VARIANTS.entries()) {
      const server = await startServer({ nodeArgs, env: { ...startEnv, ...variant.env }, dataDir });
      try {
        results[v].ready.push(server.readyMs);
        const token = await login(server.baseUrl, 'learner@lingbridge.local', 'learner1234');
        for (let r = 0; r < ROUNDS; r++) {
          const cpu0 = cpuMsOf(server.pid);
          const t0 = performance.now();
          for (const p of PATHS) {
            const res = await fetch(`${server.baseUrl}/api/v1${p}`, { headers: { authorization: `Bearer ${token}` } });
            await res.arrayBuffer();
            if (!res.ok) throw new Error(`GET ${p}: HTTP ${res.status}`);
          }
          results[v].rounds[r].ms.push(performance.now() - t0);
          results[v].rounds[r].cpu.push(cpuMsOf(server.pid) - cpu0);
        }
      } finally {
        await server.stop();
      }
    }
  }

  console.log(`After a PGlite restart: ${RUNS} restarts per variant, ${ROUNDS} rounds of ${PATHS.length} GETs as the demo learner (medians)\n`);
  console.log(`| variant | ready | ${Array.from({ length: ROUNDS }, (_, r) => `round ${r + 1}`).join(' | ')} |`);
  console.log(`|---|---:|${'---:|'.repeat(ROUNDS)}`);
  for (const [v, variant] of VARIANTS.entries()) {
    const res = results[v];
    const cells = res.rounds.map((r) => `${median(r.ms).toFixed(0)} ms / ${median(r.cpu).toFixed(0)}`);
    console.log(`| ${variant.name} | ${(median(res.ready) / 1000).toFixed(2)} s | ${cells.join(' | ')} |`);
  }
  console.log("\nEach round: wall time of its GETs one after another / the server's CPU ms meanwhile (all threads).");
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
