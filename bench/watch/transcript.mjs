#!/usr/bin/env node
// Watch transcript benchmark (issue 5 §6): time and size of GET /api/v1/video/{id}?include_transcript=true
// for a 900-sentence transcript (a 60-minute video), against the bare route /healthz and the
// 10-second poll (include_transcript=false) of the SAME server, in interleaved halves, 50 connections.
// Also times, in this process, what the stored-JSON splice saves over serializing the transcript
// through the response schema on every request.
//
//   node bench/watch/transcript.mjs                 # 10 s per route
//   BENCH_DURATION=4 node bench/watch/transcript.mjs
//   BENCH_DB=postgres node bench/watch/transcript.mjs   # PostgreSQL (a fresh database lb_bench_watch) instead of PGlite
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432     (server URL without database; default shown)
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { cpuMsOf, login, startServer, waitForIdle } from '../http/server.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SENTENCES = 900;

const load = (url, headers, duration) =>
  new Promise((resolve, reject) => autocannon({ url, connections: CONNECTIONS, duration, headers }, (e, r) => (e ? reject(e) : resolve(r))));

async function measure(pid, url, headers, duration) {
  const before = cpuMsOf(pid);
  const r = await load(url, headers, duration);
  const after = cpuMsOf(pid);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    bad: r.non2xx + r.errors + r.timeouts,
    cpuMs: before == null || after == null ? null : after - before,
  };
}
const combine = (a, b) => ({
  rps: (a.rps + b.rps) / 2,
  p50: Math.max(a.p50, b.p50),
  p99: Math.max(a.p99, b.p99),
  bad: a.bad + b.bad,
  cpuUs: a.cpuMs == null || b.cpuMs == null ? null : ((a.cpuMs + b.cpuMs) * 1000) / (a.total + b.total),
});

/** A 60-minute caption file: 900 English sentences of about twelve words from templates, four seconds each. */
function captions() {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const w = (text) => text.split(' ');
  const who = 'my sister,our teacher,the doctor,a student,your friend,their family,his uncle,the old baker'.split(',');
  const did = w('opened closed found carried painted visited remembered explained watched cooked wrote read heard');
  const what = w('window letter story song picture kitchen garden station train bread map door book river');
  const where = w('near behind under across inside beside');
  const place = w('school library market city village mountain station garden harbour museum');
  const how = w('quickly slowly happily carefully together again today yesterday');
  let seed = 12345; // a fixed pseudo-random walk: text that compresses like real speech, the same every run
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const clock = (s) => new Date(s * 1000).toISOString().slice(11, 23).replace('.', ',');
  const cues = [];
  for (let i = 0; i < SENTENCES; i++) {
    const text = `${pick(who)} ${pick(did)} the ${pick(what)} ${pick(where)} the ${pick(place)} and ${pick(did)} it ${pick(how)}`;
    cues.push(`${i + 1}\n${clock(i * 4 + 0.2)} --> ${clock(i * 4 + 3.8)}\n${text[0].toUpperCase()}${text.slice(1)}.\n`);
  }
  return cues.join('\n');
}

/** Submits a YouTube link with the caption file (no download needed) and waits for the transcript. */
async function makeVideo(base, auth, language) {
  const form = new FormData();
  form.append('file', new Blob([captions()], { type: 'application/x-subrip' }), 'bench.srt');
  const up = await fetch(`${base}/api/v1/video/file`, { method: 'POST', headers: auth, body: form });
  if (up.status !== 201) throw new Error(`caption upload answered ${up.status}: ${await up.text()}`);
  const body = {
    video_url: `https://youtu.be/bench${language.slice(0, 6).padEnd(6, 'x')}`,
    caption_file_id: (await up.json()).file_id,
    language,
    spoken_language: 'English',
  };
  const res = await fetch(`${base}/api/v1/video`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`POST /video answered ${res.status}: ${await res.text()}`);
  const { id } = await res.json();
  for (let i = 0; i < 1200; i++) {
    const v = await (await fetch(`${base}/api/v1/video/${id}?include_transcript=false`, { headers: auth })).json();
    if (v.transcribe_status === 'success') return id;
    if (v.transcribe_status === 'fail') return { fail: v.transcribe_fail_reason };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the transcript did not finish in 5 minutes');
}

/** What serializing through the response schema would cost per request, against the splice. */
async function serializerCost(full) {
  const { video } = await tsImport('../../packages/contracts/src/watch.ts', import.meta.url);
  const { transcript, ...head } = full;
  const stored = JSON.stringify(transcript);
  const time = (fn, n = 200) => {
    for (let i = 0; i < 20; i++) fn();
    const t = performance.now();
    for (let i = 0; i < n; i++) fn();
    return (performance.now() - t) / n;
  };
  return {
    schemaMs: time(() => JSON.stringify(video.parse(full))),
    stringifyMs: time(() => JSON.stringify(full)),
    spliceMs: time(() => `${JSON.stringify(head).slice(0, -1)},"transcript":${stored}}`),
  };
}

/** A fresh database of this benchmark's own on the PostgreSQL server. */
async function freshPostgres() {
  const base = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
  const admin = new pg.Client({ connectionString: `${base}/postgres`, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query('DROP DATABASE IF EXISTS "lb_bench_watch" WITH (FORCE)');
    await admin.query('CREATE DATABASE "lb_bench_watch"');
  } finally {
    await admin.end();
  }
  return `${base}/lb_bench_watch`;
}

const env = process.env.BENCH_DB === 'postgres' ? { DATABASE_URL: await freshPostgres() } : {};
const server = await startServer({ env });
try {
  console.log(`server ready in ${Math.round(server.readyMs)} ms (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  await waitForIdle(server.pid);
  const token = await login(server.baseUrl, 'admin@lingbridge.local', 'admin1234');
  const auth = { authorization: `Bearer ${token}` };
  const started = performance.now();
  // A Spanish line from Apertium where it is installed (the full pipeline); else English only.
  let id = await makeVideo(server.baseUrl, auth, 'Spanish');
  let line = 'English speech, Spanish line (Apertium)';
  if (typeof id !== 'number') {
    console.log(`Spanish line unavailable (${id.fail}); using an English-only transcript`);
    id = await makeVideo(server.baseUrl, auth, 'English');
    line = 'English speech, English line';
    if (typeof id !== 'number') throw new Error(id.fail);
  }
  console.log(`${SENTENCES}-sentence transcript made by the pipeline in ${((performance.now() - started) / 1000).toFixed(1)} s (${line})`);
  const fullUrl = `${server.baseUrl}/api/v1/video/${id}?include_transcript=true`;
  const pollUrl = `${server.baseUrl}/api/v1/video/${id}?include_transcript=false`;
  const bareUrl = `${server.baseUrl}/healthz`;
  const bytes = Buffer.from(await (await fetch(fullUrl, { headers: auth })).arrayBuffer());
  const full = JSON.parse(bytes.toString('utf8'));
  if (full.transcript.length !== SENTENCES) throw new Error(`expected ${SENTENCES} sentences, got ${full.transcript.length}`);
  const pollBytes = (await (await fetch(pollUrl, { headers: auth })).arrayBuffer()).byteLength;
  console.log(`answer size: ${(bytes.length / 1024).toFixed(0)} KiB (${(gzipSync(bytes).length / 1024).toFixed(0)} KiB gzipped); poll ${pollBytes} B`);

  const s = await serializerCost(full);
  console.log(
    `serializing one answer in-process: response schema ${s.schemaMs.toFixed(2)} ms, plain JSON.stringify ${s.stringifyMs.toFixed(2)} ms, stored-JSON splice ${s.spliceMs.toFixed(3)} ms`,
  );

  console.log(`warm-up, then ${DURATION} s per route in two interleaved halves, ${CONNECTIONS} connections ...`);
  for (const [u, h] of [
    [bareUrl, {}],
    [pollUrl, auth],
    [fullUrl, auth],
  ])
    await load(u, h, 2);
  const half = Math.max(1, Math.round(DURATION / 2));
  const gzipped = { ...auth, 'accept-encoding': 'gzip' };
  const runs = { bare: [], poll: [], full: [], gzip: [] };
  for (let i = 0; i < 2; i++) {
    runs.bare.push(await measure(server.pid, bareUrl, {}, half));
    runs.poll.push(await measure(server.pid, pollUrl, auth, half));
    runs.full.push(await measure(server.pid, fullUrl, auth, half));
    runs.gzip.push(await measure(server.pid, fullUrl, gzipped, half));
  }
  const r = Object.fromEntries(Object.entries(runs).map(([k, [a, b]]) => [k, combine(a, b)]));
  const row = (name, x) =>
    `${name.padEnd(34)} ${String(Math.round(x.rps)).padStart(7)} req/s  p50 ${String(x.p50).padStart(4)} ms  p99 ${String(x.p99).padStart(4)} ms  cpu/req ${x.cpuUs == null ? '  n/a' : `${Math.round(x.cpuUs)} µs`}  ratio ${(x.rps / r.bare.rps).toFixed(2)}${x.bad ? `  (${x.bad} bad)` : ''}`;
  console.log('');
  console.log(row('GET /healthz (bare)', r.bare));
  console.log(row('GET /video/{id} poll (no transcript)', r.poll));
  console.log(row(`GET /video/{id} (${SENTENCES} sentences)`, r.full));
  console.log(row(`  the same, gzip accepted`, r.gzip));
  console.log(
    `\nload average: ${(await import('node:os'))
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await server.stop();
}
