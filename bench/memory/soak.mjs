#!/usr/bin/env node
// Memory soak (issue 22): a fixed number of requests of a mixed workload against ONE server process,
// printing its resident memory (RSS) at intervals. Goal: flat within 10 % after warm-up (the first
// fifth of the requests), i.e. no per-request state is kept for good. The rounds run in ten batches:
// RSS is read halfway through each, under load, and once it has drained; the goal is judged on the
// drained readings, what the process keeps (decision 0149). The server runs as `npm start` runs it
// (compiled, with its environment and Node flags); it also prints the server's CPU per request.
//
// The mix, per round of 20 requests: 1 sign-in (argon2id), 1 article list, 6 article reads,
// 4 dictionary lookups, 1 annotation, 2 save toggles, 2 video lists, 2 chat messages (the
// teacher's socket), 1 vocabulary list. Up to BENCH_CONCURRENCY rounds run at once.
//
//   node bench/memory/soak.mjs                       # PGlite, 20,000 requests
//   BENCH_REQUESTS=4000 node bench/memory/soak.mjs   # shorter
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lb_soak node bench/memory/soak.mjs
//   SOAK_NODE_ARGS='--trace-gc --max-old-space-size=1024' node bench/memory/soak.mjs   # flags after npm start's
//   MALLOC_ARENA_MAX=1 node bench/memory/soak.mjs    # a variable of npm start's, changed
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { cpuMsOf, login, npmScript, root, rssOf, startServer, waitForIdle } from '../http/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const SAMPLES = 10;
const PER_ROUND = 20;
const WORDS = [
  ['学习', 'Simplified_Chinese', 'English'],
  ['朋友', 'Simplified_Chinese', 'English'],
  ['casa', 'Spanish', 'English'],
  ['comer', 'Spanish', 'English'],
  ['house', 'English', 'Simplified_Chinese'],
  ['learn', 'English', 'Simplified_Chinese'],
];
const mb = (b) => `${(b / 1048576).toFixed(0)} MB`;

// `npm start`'s environment and Node flags (package.json's start script): the compiled server, as
// operators run it (decision 0129), with its malloc settings and heap flags (decision 0138).
const { env: startEnv, flags: startFlags } = npmScript('start');
const env = { ...startEnv, RATE_LIMIT_AUTH_PER_MINUTE: '100000' };
if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
// A first start (migrations, demo seeding) grows PGlite's WebAssembly memory, which never shrinks:
// the soak runs against a restart on the seeded folder, the everyday case.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-soak-'));
// SOAK_NODE_ARGS=--trace-gc prints the live heap after each full collection (from the server's log).
const extra = process.env.SOAK_NODE_ARGS ? process.env.SOAK_NODE_ARGS.split(' ') : [];
const nodeArgs = [...startFlags, ...extra, path.join(root, 'scripts/start.mjs')];
const first = await startServer({ env, dataDir, nodeArgs, readyTimeoutMs: 300_000 });
await waitForIdle(first.pid, { timeoutMs: 300_000 });
await first.stop();
const server = await startServer({ env, dataDir, nodeArgs, readyTimeoutMs: 300_000 });
const base = server.baseUrl;
let failures = 0;
const statuses = new Map();

async function call(path, { token, method = 'GET', body } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api/v1${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) {
    failures++;
    statuses.set(`${method} ${path.split('?')[0].replace(/\/\d+/g, '/:id')} ${res.status}`, text.slice(0, 160));
    return null;
  }
  return text ? JSON.parse(text) : null;
}

try {
  console.log(
    `Soak: ${REQUESTS} requests, ${CONCURRENCY} rounds at a time, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; waiting for the process to go idle ...`,
  );
  await waitForIdle(server.pid, { timeoutMs: 300_000 });
  const learner = await login(base, 'learner@lingbridge.local', 'learner1234');
  const teacher = await login(base, 'teacher@lingbridge.local', 'teacher1234');
  const articles = (await call('/article?size=50', { token: learner }))?.items ?? [];
  const learnerMe = await call('/user/me', { token: learner });

  // A group chat the teacher starts with the learner (only teachers and admins start groups), over the teacher's socket.
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/v1/chat?token=${teacher}`, { perMessageDeflate: false });
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  const answer = (frame) =>
    new Promise((resolve) => {
      ws.once('message', (d) => resolve(JSON.parse(String(d))));
      ws.send(JSON.stringify(frame));
    });
  const created = await answer({ command: 'CreateChatRoom', room_type: 'Group', user_ids: [learnerMe?.id], talk_topic: 'soak' });
  const roomId = created?.status === 'success' ? created.response.id : null;
  if (!roomId) console.log(`Chat room not created (${JSON.stringify(created).slice(0, 160)}): chat messages left out of the mix`);
  ws.on('message', () => undefined);
  let chatSent = 0;

  const idle = rssOf(server.pid);
  console.log(`${articles.length} articles; idle RSS before the soak: ${mb(idle)}\n`);
  console.log('| requests done | RSS, batch drained | RSS halfway, under load | drained vs first after warm-up |');
  console.log('|---:|---:|---:|---:|');

  let done = 0;
  const rounds = Math.ceil(REQUESTS / PER_ROUND);
  const samples = [];
  const sampleEvery = Math.max(1, Math.floor(rounds / SAMPLES));
  async function oneRound(i) {
    const a = articles.length ? articles[i % articles.length] : null;
    const token = i % 2 ? learner : await login(base, 'learner@lingbridge.local', 'learner1234').catch(() => (failures++, learner));
    const jobs = [call(`/article?page=${1 + (i % 3)}&size=12`, { token })];
    for (let k = 0; k < 6; k++) if (a) jobs.push(call(`/article/${articles[(i + k) % articles.length].id}`, { token }));
    let saved = null;
    for (let k = 0; k < 4; k++) {
      const [text, from, to] = WORDS[(i + k) % WORDS.length];
      jobs.push(
        call('/dictionary/lookup', { token, method: 'POST', body: { text, lang_from: from, lang_to: to } }).then((e) => {
          saved ??= e;
        }),
      );
    }
    jobs.push(call('/dictionary/annotate', { method: 'POST', body: { text: '我们每天学习中文，也和朋友一起说话。', language: 'Simplified_Chinese' } }));
    jobs.push(call(`/video/list?page=1&size=12`), call(`/video/list?page=2&size=12`), call('/vocabulary?page=1&size=20', { token }));
    await Promise.all(jobs);
    if (saved?.id) {
      await call(`/vocabulary/save/${saved.id}`, { token, method: 'POST' });
      await call(`/vocabulary/save/${saved.id}`, { token, method: 'POST' });
    }
    if (roomId)
      for (let k = 0; k < 2; k++) {
        ws.send(JSON.stringify({ command: 'SendMessage', chat_room_id: roomId, text: `soak ${i}.${k} 你好 hola`, file_links: [] }));
        chatSent++;
      }
    done += PER_ROUND;
  }
  const started = performance.now();
  const cpuStart = cpuMsOf(server.pid);
  // The rounds run in batches of `sampleEvery`, CONCURRENCY at a time. RSS is read twice per batch:
  // once halfway, with requests in flight (each sign-in holds argon2id's 19 MiB while it hashes, so
  // this reading moves with how many are hashing at that moment), and once the batch has drained,
  // which is what the process keeps: the goal (no growth) is judged on the drained readings.
  for (let first = 0; first < rounds; first += sampleEvery) {
    const last = Math.min(rounds, first + sampleEvery);
    let next = first;
    let underLoad = null;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < last) {
          const i = next++;
          if (i === first + Math.floor((last - first) / 2)) underLoad = rssOf(server.pid);
          await oneRound(i);
        }
      }),
    );
    const rss = rssOf(server.pid);
    samples.push({ done, rss, underLoad });
    const after = samples.filter((x) => x.done > REQUESTS / 5);
    const ref = after[0]?.rss;
    const vs = !after.length ? 'warm-up' : after.length > 1 ? `${(((rss - ref) / ref) * 100).toFixed(1)} %` : 'reference';
    console.log(`| ${done} | ${mb(rss)} | ${underLoad == null ? '' : mb(underLoad)} | ${vs} |`);
  }
  const secs = (performance.now() - started) / 1000;
  // Server CPU (all its threads, /proc) per request of the mix, sign-ins and chat messages included.
  const cpuPerRequest = ((cpuMsOf(server.pid) - cpuStart) * 1000) / done;
  await new Promise((r) => setTimeout(r, 3000));
  const end = rssOf(server.pid);
  const steadySamples = samples.filter((x) => x.done > REQUESTS / 5);
  const steady = steadySamples.map((x) => x.rss);
  const lo = Math.min(...steady);
  const hi = Math.max(...steady, end);
  const loaded = steadySamples.map((x) => x.underLoad).filter((x) => x != null);
  console.log(
    `\n${done} requests (+${chatSent} chat messages) in ${secs.toFixed(0)} s; ${failures} failed; server CPU ${cpuPerRequest.toFixed(0)} µs per request.`,
  );
  for (const [k, v] of statuses) console.log(`  failing: ${k}: ${v}`);
  console.log(
    `RSS: idle ${mb(idle)}, after warm-up ${mb(lo)}–${mb(hi)} with each batch drained (spread ${(((hi - lo) / lo) * 100).toFixed(1)} %, goal ≤ 10 %), 3 s after the last request ${mb(end)}.`,
  );
  if (loaded.length) {
    const [llo, lhi] = [Math.min(...loaded), Math.max(...loaded)];
    console.log(`Under load (halfway through each batch): ${mb(llo)}–${mb(lhi)} (spread ${(((lhi - llo) / llo) * 100).toFixed(1)} %).`);
  }
  ws.close();
  if (extra.includes('--trace-gc')) {
    const full = server
      .logTail(100_000)
      .split('\n')
      .filter((l) => l.startsWith(`[${server.pid}:`) && l.includes('Mark-Compact'));
    console.log(`Full collections: ${full.length}; the last ones (heap before -> after, MB):`);
    for (const l of full.slice(-12)) console.log(`  ${l.replace(/^\[\d+:0x[0-9a-f]+\]\s*/, '').replace(/, [\d.]+ \/ .*$/, '')}`);
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
