#!/usr/bin/env node
// Two builds side by side: the server of another checkout (BENCH_AB_BEFORE, e.g. a `git worktree` of
// the commit before a change, its node_modules linked to this one's) and this checkout's, both
// running at once, each on its own database, measured in alternating windows so the machine's load
// falls on both alike. Prints the server's CPU per request (from /proc, independent of the load
// generator) for the bare route and /user/me, medians and every round.
//
//   git worktree add /tmp/before HEAD~1 && ln -s "$PWD/node_modules" /tmp/before/node_modules
//   BENCH_AB_BEFORE=/tmp/before node bench/http/ab.mjs
//   BENCH_DB=pglite BENCH_ROUNDS=12 BENCH_DURATION=2 ...   (defaults: postgres, 8 rounds of 3 s)
//   BENCH_PIN=1 ...   servers on CPU 0, load generator on CPU 1 (Linux, taskset), as in run.mjs
//   BENCH_AB_SEQUENTIAL=1 ...  one server at a time, a fresh process per build and round, the builds
//                     alternating: two processes of the same build can differ by up to ±20 % here
//                     (decision 0145), so this is the steadier comparison (use 6 rounds or more).
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMsOf, freshPostgres, login, npmScript, pinTo, root, startServer, waitForIdle } from './server.mjs';

const before = process.env.BENCH_AB_BEFORE;
if (!before) {
  console.error('Set BENCH_AB_BEFORE to the checkout to compare against (see the header of this file).');
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const kind = process.env.BENCH_DB ?? 'postgres';
const sequential = process.env.BENCH_AB_SEQUENTIAL === '1';
const { env: startEnv, flags } = npmScript();

pinTo(process.pid, 1);

const builds = [
  ['before', path.resolve(before)],
  ['after', root],
];
async function start(name, dir) {
  const env = { ...startEnv };
  if (kind === 'postgres') {
    const db = await freshPostgres(PG_BASE, `lb_bench_ab_${name}`);
    if (db.skip) throw new Error(db.skip);
    env.DATABASE_URL = db.url;
  }
  const server = await startServer({ env, nodeArgs: [...flags, '--import', 'tsx', path.join(dir, 'apps/server/src/main.ts')] });
  pinTo(server.pid, 0);
  return { ...server, name };
}
const routes = [
  ['GET /healthz (bare)', '/healthz', false],
  ['GET /api/v1/user/me', '/api/v1/user/me', true],
];
const load = (url, headers, duration) =>
  new Promise((resolve, reject) => autocannon({ url, connections: 50, duration, headers }, (err, res) => (err ? reject(err) : resolve(res))));
const results = {};
async function ready(s) {
  await waitForIdle(s.pid);
  s.auth = { authorization: `Bearer ${await login(s.baseUrl, 'learner@lingbridge.local', 'learner1234')}` };
  for (const [, url, auth] of routes) await load(s.baseUrl + url, auth ? s.auth : {}, 2);
}
async function measure(s) {
  for (const [label, url, auth] of routes) {
    const cpu0 = cpuMsOf(s.pid);
    const res = await load(s.baseUrl + url, auth ? s.auth : {}, DURATION);
    (results[label] ??= { before: [], after: [] })[s.name].push(((cpuMsOf(s.pid) - cpu0) * 1000) / res.requests.total);
  }
}
if (sequential) {
  // One server at a time, a fresh process each round, the builds alternating (before, after, after,
  // before, ...): no two processes share the CPU, and no single process's luck decides.
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, dir] of round % 2 ? [...builds].reverse() : builds) {
      const s = await start(name, dir);
      try {
        await ready(s);
        await measure(s);
      } finally {
        await s.stop();
      }
    }
} else {
  const servers = [];
  try {
    for (const [name, dir] of builds) servers.push(await start(name, dir));
    for (const s of servers) await ready(s);
    for (let round = 0; round < ROUNDS; round++) for (const s of round % 2 ? [...servers].reverse() : servers) await measure(s);
  } finally {
    for (const s of servers) await s.stop();
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(
  `\n${kind}, ${ROUNDS} rounds of ${DURATION} s${sequential ? ', a fresh process per build and round' : ''}, server CPU µs per request (median; every round)\n`,
);
console.log('| route | before | after | after/before |\n|---|---:|---:|---:|');
for (const [label, r] of Object.entries(results))
  console.log(`| ${label} | ${median(r.before).toFixed(1)} | ${median(r.after).toFixed(1)} | ${(median(r.after) / median(r.before)).toFixed(2)} |`);
for (const [label, r] of Object.entries(results))
  for (const name of ['before', 'after']) console.log(`  ${label} ${name}: ${r[name].map((x) => x.toFixed(0)).join(' ')}`);
const bare = Object.values(results)[0],
  me = Object.values(results)[1];
console.log(`\nme/bare by CPU: before ${(median(bare.before) / median(me.before)).toFixed(2)}, after ${(median(bare.after) / median(me.after)).toFixed(2)}`);
