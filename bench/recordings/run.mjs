#!/usr/bin/env node
// Recordings (issue 17), each against a baseline measured in the same run on the same server:
//  1. Upload of a 3-minute recording (WebM/Opus as Chromium records it) to POST /audio_recording,
//     which checks it and turns it into mp3 with ffmpeg, against the same bytes uploaded where they
//     are stored as they are (an article's recording, POST /article/{id}/audio).
//  2. First byte of the saved recording (GET /audio_recording/audio_file/{id}, signed link) against
//     the first byte of GET /healthz and of the article's recording.
//  3. The native pitch contour of one sentence: first request (ffmpeg decodes the sentence, YIN) and
//     cached, against ffmpeg decoding the same stretch alone and against GET /healthz.
//
//   node bench/recordings/run.mjs            (BENCH_RUNS=5 by default)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login, startServer, waitForIdle } from '../http/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REC = '/api/recordings/v1';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

async function timed(fn, runs = RUNS) {
  const out = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  return median(out);
}

/** Time until the first byte of the body arrives. */
async function firstByte(url, headers = {}) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const reader = res.body.getReader();
  await reader.read();
  const ms = performance.now() - t0;
  await reader.cancel();
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return ms;
}

function threeMinuteWebm(dir) {
  const file = path.join(dir, 'reading.webm');
  // A voice-like tone that moves (vibrato around 180 Hz), 3 minutes, Opus at 32 kbit/s as MediaRecorder makes it.
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'aevalsrc=0.4*sin(2*PI*(180+30*sin(2*PI*0.7*t))*t):s=48000:d=180',
    '-ac',
    '1',
    '-c:a',
    'libopus',
    '-b:a',
    '32k',
    file,
  ]);
  return fs.readFileSync(file);
}

function multipart(fields, fileField, bytes, filename, type) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(fileField, new Blob([bytes], { type }), filename);
  return form;
}

async function post(url, token, body) {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`POST ${url}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function chineseArticleWithTimings(base, token) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const list = await (await fetch(`${base}/api/v1/article?size=100`)).json();
    for (const a of list.items ?? []) {
      if (a.language !== 'Simplified_Chinese' || !a.has_audio) continue;
      const d = await (await fetch(`${base}/api/v1/article/${a.id}`, { headers: { authorization: `Bearer ${token}` } })).json();
      const s = d.paragraphs?.flatMap((p) => p.sentences).find((x) => x.start !== null && x.end - x.start > 1.5);
      if (d.has_timings && s) return { article: d, sentence: s };
    }
    if (Date.now() > deadline) throw new Error('no Chinese demo article with a recording after 120 s (is espeak-ng installed?)');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-bench-rec-'));
const server = await startServer();
try {
  const base = server.baseUrl;
  const admin = await login(base, 'admin@lingbridge.local', 'admin1234');
  const { article, sentence } = await chineseArticleWithTimings(base, admin);
  await waitForIdle(server.pid);
  const webm = threeMinuteWebm(dir);
  console.log(`Recordings bench: ${RUNS} runs each (median), a 3-minute WebM/Opus of ${(webm.length / 1024).toFixed(0)} KB`);

  // A scratch article whose recording the baseline replaces (never a demo article's).
  const scratch = await (
    await fetch(`${base}/api/v1/article`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Bench scratch',
        language: 'Spanish',
        level: 'Beginner',
        category: 'Daily life',
        paragraphs: [{ text: 'Hola.', translation: 'Hello.' }],
        status: 'draft',
      }),
    })
  ).json();

  // 1. Upload: converted to mp3 vs stored as it is.
  let saved;
  const upload = await timed(async () => {
    saved = await post(`${base}${REC}/audio_recording`, admin, multipart({ article_id: String(article.id) }, 'audio_file', webm, 'r.webm', 'audio/webm'));
  });
  const uploadBase = await timed(() => post(`${base}/api/v1/article/${scratch.id}/audio`, admin, multipart({}, 'file', webm, 'r.webm', 'audio/webm')));
  const t0 = performance.now();
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    path.join(dir, 'reading.webm'),
    '-ac',
    '1',
    '-ar',
    '44100',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    '-f',
    'null',
    '-',
  ]);
  const ffmpegAlone = performance.now() - t0;

  // 2. First byte.
  const fbRec = await timed(() => firstByte(`${base}${saved.audio_url}`));
  const fbRange = await timed(() => firstByte(`${base}${saved.audio_url}`, { range: 'bytes=1000000-' }));
  const fbHealth = await timed(() => firstByte(`${base}/healthz`));

  // 3. Pitch of one sentence: the first request computes, the next ones read the cache.
  const pitchUrl = `${base}${REC}/audio_recording/native_pitch/${article.id}/${sentence.index}`;
  const c0 = performance.now();
  const first = await fetch(pitchUrl, { headers: { authorization: `Bearer ${admin}` } });
  const pitchCold = performance.now() - c0;
  if (!first.ok) throw new Error(`native pitch: HTTP ${first.status}`);
  const contour = (await first.json()).contour.values;
  const pitchWarm = await timed(() => fetch(pitchUrl, { headers: { authorization: `Bearer ${admin}` } }).then((r) => r.arrayBuffer()));
  const health = await timed(() => fetch(`${base}/healthz`).then((r) => r.arrayBuffer()));
  const audioFile = path.join(dir, 'native');
  fs.writeFileSync(audioFile, Buffer.from(await (await fetch(`${base}${article.audio_url}`)).arrayBuffer()));
  const d0 = performance.now();
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-ss',
    String(sentence.start),
    '-to',
    String(sentence.end),
    '-i',
    audioFile,
    '-ac',
    '1',
    '-ar',
    '16000',
    '-f',
    'f32le',
    '-',
  ]);
  const decodeAlone = performance.now() - d0;

  const rows = [
    ['Upload 3 min, checked + mp3 (POST /audio_recording)', upload, uploadBase, 'stored as is (POST /article/{id}/audio)'],
    ['  of which ffmpeg alone, in this process', ffmpegAlone, uploadBase, 'stored as is'],
    ['First byte of the recording (signed link)', fbRec, fbHealth, 'first byte of GET /healthz'],
    ['First byte from 1 MB in (Range)', fbRange, fbHealth, 'first byte of GET /healthz'],
    [`Native pitch, sentence of ${(sentence.end - sentence.start).toFixed(1)} s, first request`, pitchCold, decodeAlone, 'ffmpeg decoding that sentence alone'],
    ['Native pitch, same sentence, cached', pitchWarm, health, 'GET /healthz'],
  ];
  console.log(`\n| measure | median | baseline | ratio | baseline is |\n|---|---:|---:|---:|---|`);
  for (const [name, v, b, what] of rows) console.log(`| ${name} | ${fmt(v)} | ${fmt(b)} | ${(v / b).toFixed(2)}× | ${what} |`);
  console.log(
    `\nmp3 kept: ${(saved.size / 1024).toFixed(0)} KB for ${(saved.duration_ms / 1000).toFixed(1)} s; contour frames: ${contour.length}, voiced ${contour.filter((x) => x !== null).length}`,
  );
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
