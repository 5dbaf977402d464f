#!/usr/bin/env node
// Chat benchmark (issue 7): on one server process (PGlite, in-process pub/sub, loopback only)
//  1. the most concurrent authenticated chat sockets it holds (goal >= 5,000), and the server's
//     resident memory per idle socket (goal < 50 KB);
//  2. delivery latency (p50/p99) and throughput of a 1 KB message to a 100-member group room,
//     against a raw `ws` broadcast server measured in the same run (goal: >= 0.5x its throughput).
//
//   node bench/chat/run.mjs
//   BENCH_CONNECTIONS=10000 node bench/chat/run.mjs   # how many sockets to try (bounded, default 6000)
//   BENCH_MESSAGES=1000 node bench/chat/run.mjs       # messages in the throughput phase
//   BENCH_CPU_PROF=1 node bench/chat/run.mjs          # also profiles the server (whole run)
//   BENCH_DB=postgres node bench/chat/run.mjs         # PostgreSQL (fresh database lb_bench_chat at
//                                                     # BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import WebSocket from 'ws';
import { summarizeProfile } from '../http/profile.mjs';
import { login, rssOf, serverEntry, startServer } from '../http/server.mjs';

const TARGET = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 6000), 15_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const PACED = Number(process.env.BENCH_PACED ?? 200);
const PACED_RATE = 50; // messages per second in the latency phase
const BURST = Number(process.env.BENCH_MESSAGES ?? 1000);
const WINDOW = 16; // messages in flight in the throughput phase
const TEXT = 'x'.repeat(1000);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

function open(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`closed ${code}`)));
  });
}

/** Opens a chat socket and waits for proof that it is authenticated (an answer to a frame). */
async function openAuthenticated(base, token) {
  const ws = await open(`${base}/api/v1/chat?token=${token}`);
  await new Promise((resolve, reject) => {
    ws.once('message', resolve);
    ws.once('close', (code) => reject(new Error(`closed ${code}`)));
    ws.send('{"command":"GetChatRoom","chat_room_id":0}');
  });
  ws.removeAllListeners('close');
  ws.removeAllListeners('error');
  ws.on('error', () => {});
  return ws;
}

async function register(base, email) {
  const res = await fetch(`${base}/api/v1/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench1234', user_role: 'Member', learning_language: 'Spanish', site_language: 'en', agree_terms: true }),
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
}

/** Verifies accounts with the links the server wrote to its outbox (DATA_DIR/mail). */
async function verifyAll(base, dataDir, count) {
  const dir = path.join(dataDir, 'mail');
  const tokens = new Set();
  for (let i = 0; i < 600 && tokens.size < count; i++) {
    if (fs.existsSync(dir))
      for (const f of fs.readdirSync(dir)) {
        // The outbox writes `.writing-*` and renames it when complete: read complete mails only.
        if (f.startsWith('.')) continue;
        const raw = fs
          .readFileSync(path.join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        const m = /email\/verify\/([A-Za-z0-9_-]{20,})/.exec(raw);
        if (m) tokens.add(m[1]);
      }
    if (tokens.size < count) await sleep(100);
  }
  for (const token of tokens)
    await fetch(`${base}/api/v1/user/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  return tokens.size;
}

async function pool(items, n, fn) {
  const out = [];
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) {
        const k = i++;
        out[k] = await fn(items[k], k);
      }
    }),
  );
  return out;
}

/**
 * Latency and throughput of a 1 KB message from `sender` to every receiver. `send(seq)` sends one
 * message; receivers call `onSeq(seq)` for every message they get.
 */
async function measureFanout(send, receivers, hook) {
  const sentAt = new Map();
  const got = new Map();
  const lat = [];
  let done = 0;
  let wake = null;
  hook((seq) => {
    const t0 = sentAt.get(seq);
    if (t0 === undefined) return;
    lat.push(performance.now() - t0);
    const n = (got.get(seq) ?? 0) + 1;
    got.set(seq, n);
    if (n === receivers) {
      done += 1;
      wake?.();
    }
  });
  // Paced: the latency a member sees at a steady rate.
  let seq = 0;
  for (let i = 0; i < PACED; i++) {
    sentAt.set(++seq, performance.now());
    send(seq);
    await sleep(1000 / PACED_RATE);
  }
  while (done < PACED) await new Promise((r) => ((wake = r), setTimeout(r, 50)));
  const paced = { p50: pct(lat, 50), p99: pct(lat, 99) };
  // Throughput: WINDOW messages in flight until BURST are delivered to everyone.
  lat.length = 0;
  const startDone = done;
  const t0 = performance.now();
  let sent = 0;
  while (done - startDone < BURST) {
    while (sent < BURST && sent - (done - startDone) < WINDOW) {
      sentAt.set(++seq, performance.now());
      send(seq);
      sent += 1;
    }
    await new Promise((r) => ((wake = r), setTimeout(r, 20)));
  }
  const secs = (performance.now() - t0) / 1000;
  return { paced, burst: { msgsPerSec: BURST / secs, deliveriesPerSec: (BURST * receivers) / secs, p50: pct(lat, 50), p99: pct(lat, 99) } };
}

/** CPU seconds a process has used (Linux /proc). */
function cpuOf(pid) {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
}

/** Waits until the server is idle (its start-up jobs done), so they do not count against the chat. */
async function waitIdle(pid, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let last = cpuOf(pid);
  while (quiet < 3 && Date.now() < deadline) {
    await sleep(500);
    const now = cpuOf(pid);
    quiet = now - last < 0.05 ? quiet + 1 : 0;
    last = now;
  }
}

const seqOf = (text) => Number(text.slice(0, text.indexOf(':')));

/** A fresh database for the run, when BENCH_DB=postgres. */
async function databaseEnv() {
  if (process.env.BENCH_DB !== 'postgres') return {};
  const base = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS lb_bench_chat WITH (FORCE)');
  await admin.query('CREATE DATABASE lb_bench_chat');
  await admin.end();
  return { DATABASE_URL: `${base}/lb_bench_chat` };
}

async function main() {
  const dbEnv = await databaseEnv();
  console.log(`chat benchmark: ${TARGET} sockets, ${MEMBERS}-member room, 1 KB messages, loopback, ${dbEnv.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  const profDir = process.env.BENCH_CPU_PROF === '1' ? fs.mkdtempSync(path.join(os.tmpdir(), 'lb-chat-prof-')) : null;
  const server = await startServer({
    ...(profDir ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profDir, '--import', 'tsx', serverEntry] } : {}),
    env: { ...dbEnv, CHAT_MESSAGES_PER_MINUTE: '1000000', CHAT_CONNECTIONS_PER_USER: '100000', RATE_LIMIT_AUTH_PER_MINUTE: '100000' },
  });
  const wsBase = server.baseUrl.replace('http', 'ws');
  const sockets = [];
  let raw;
  try {
    // 99 verified members and the demo teacher (who may start group rooms).
    const run = Date.now().toString(36);
    const emails = Array.from({ length: MEMBERS - 1 }, (_, i) => `bench-${run}-${i}@example.test`);
    await pool(emails, 8, (e) => register(server.baseUrl, e));
    await verifyAll(server.baseUrl, server.dataDir, emails.length);
    const tokens = await pool(emails, 8, (e) => login(server.baseUrl, e, 'bench1234'));
    const teacher = await login(server.baseUrl, 'teacher@lingbridge.local', 'teacher1234');
    const ids = await pool(
      tokens,
      8,
      async (t) => (await (await fetch(`${server.baseUrl}/api/v1/user/me`, { headers: { authorization: `Bearer ${t}` } })).json()).id,
    );

    await waitIdle(server.pid);
    // 1. Idle sockets.
    const sender = await openAuthenticated(wsBase, teacher);
    const members = await pool(tokens, 20, (t) => openAuthenticated(wsBase, t));
    await sleep(1000);
    const rssBefore = rssOf(server.pid);
    const t0 = performance.now();
    let failed = null;
    for (let k = 0; sockets.length < TARGET && !failed; k++) {
      const batch = Array.from({ length: Math.min(250, TARGET - sockets.length) }, (_, i) => tokens[(sockets.length + i) % tokens.length]);
      const opened = await Promise.allSettled(batch.map((t) => openAuthenticated(wsBase, t)));
      for (const r of opened) if (r.status === 'fulfilled') sockets.push(r.value);
      const bad = opened.find((r) => r.status === 'rejected');
      if (bad) failed = bad.reason.message;
    }
    const openSecs = (performance.now() - t0) / 1000;
    await sleep(2000);
    const rssAfter = rssOf(server.pid);
    const perSocket = (rssAfter - rssBefore) / sockets.length;
    console.log(
      `\n1. Concurrent authenticated sockets held: ${sockets.length + members.length + 1}${failed ? ` (stopped: ${failed})` : ` (all ${TARGET} asked for)`}`,
    );
    console.log(`   opened in ${openSecs.toFixed(1)} s; server RSS ${kb(rssBefore)} -> ${kb(rssAfter)}; per idle socket ${kb(perSocket)}`);
    for (const s of sockets.splice(0)) s.terminate();
    await sleep(1500);

    // 2. Fan-out to a 100-member group room.
    const created = await new Promise((resolve) => {
      sender.once('message', (d) => resolve(JSON.parse(String(d))));
      sender.send(JSON.stringify({ command: 'CreateChatRoom', room_type: 'Group', user_ids: ids, talk_topic: 'bench' }));
    });
    if (created.status !== 'success') throw new Error(JSON.stringify(created));
    const roomId = created.response.id;
    await waitIdle(server.pid);
    const chat = await measureFanout(
      (seq) => sender.send(JSON.stringify({ command: 'SendMessage', chat_room_id: roomId, text: `${seq}:${TEXT}`, file_links: [] })),
      members.length,
      (onSeq) => {
        for (const m of members) {
          m.removeAllListeners('message');
          m.on('message', (d) => {
            const f = JSON.parse(String(d));
            if (f.command === 'ReceiveMessage') onSeq(seqOf(f.response.text));
          });
        }
      },
    );

    // Baseline: a bare ws relay in its own process, same clients, same payload.
    raw = spawn(process.execPath, [path.join(import.meta.dirname, 'raw-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise((resolve) => raw.stdout.on('data', (d) => /PORT (\d+)/.test(String(d)) && resolve(Number(/PORT (\d+)/.exec(String(d))[1]))));
    const rawSender = await open(`ws://127.0.0.1:${port}`);
    const rawMembers = await pool(members, 20, () => open(`ws://127.0.0.1:${port}`));
    const base = await measureFanout(
      (seq) => rawSender.send(JSON.stringify({ command: 'SendMessage', chat_room_id: 1, text: `${seq}:${TEXT}`, file_links: [] })),
      rawMembers.length,
      (onSeq) => {
        for (const m of rawMembers) m.on('message', (d) => onSeq(seqOf(JSON.parse(String(d)).text)));
      },
    );
    for (const m of [rawSender, ...rawMembers]) m.terminate();

    const f = (x) => x.toFixed(1);
    console.log(`\n2. 1 KB message to a ${MEMBERS}-member room (${members.length} receivers), loopback`);
    console.log(
      `   paced ${PACED_RATE}/s x ${PACED}:  chat p50 ${f(chat.paced.p50)} ms, p99 ${f(chat.paced.p99)} ms | raw ws p50 ${f(base.paced.p50)} ms, p99 ${f(base.paced.p99)} ms`,
    );
    console.log(
      `   throughput (${BURST} msgs, ${WINDOW} in flight): chat ${f(chat.burst.msgsPerSec)} msg/s (${Math.round(chat.burst.deliveriesPerSec)} deliveries/s, p50 ${f(chat.burst.p50)} ms, p99 ${f(chat.burst.p99)} ms)`,
    );
    console.log(
      `                                     raw ws ${f(base.burst.msgsPerSec)} msg/s (${Math.round(base.burst.deliveriesPerSec)} deliveries/s, p50 ${f(base.burst.p50)} ms, p99 ${f(base.burst.p99)} ms)`,
    );
    console.log(`   ratio chat / raw ws throughput: ${(chat.burst.msgsPerSec / base.burst.msgsPerSec).toFixed(2)} (goal >= 0.5)`);
    for (const m of [sender, ...members]) m.terminate();
  } finally {
    for (const s of sockets) s.terminate();
    raw?.kill('SIGTERM');
    await server.stop();
  }
  if (profDir) {
    for (const f of fs.readdirSync(profDir)) console.log(summarizeProfile(JSON.parse(fs.readFileSync(path.join(profDir, f), 'utf8'))));
  }
}

await main();
