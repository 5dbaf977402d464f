import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/context';
import { updateUser } from '../src/features/accounts/repo';
import { call, createUser } from './helpers';

// Test media and tools of every Watch test: real ffmpeg, ffprobe, espeak-ng and Apertium, skipped with a message when missing.
const run = promisify(execFile);

/** Whether a command-line tool is installed (tests that need it skip with a message when not). */
export function hasTool(cmd: string, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore', timeout: 10_000 }).status === 0;
}

/** ffmpeg, ffprobe and espeak-ng (Debian packages; scripts/system-packages.mjs installs them). */
export const mediaTools = hasTool('ffmpeg', ['-version']) && hasTool('ffprobe', ['-version']) && hasTool('espeak-ng');
/** Apertium with the English–Spanish pair, both ways. */
export const apertiumEngSpa = (() => {
  const r = spawnSync('apertium', ['-l'], { encoding: 'utf8', timeout: 10_000 });
  return r.status === 0 && /\beng-spa\b/.test(r.stdout) && /\bspa-eng\b/.test(r.stdout);
})();
export const MEDIA_SKIP = 'needs ffmpeg, ffprobe and espeak-ng (Debian packages ffmpeg, espeak-ng)';
export const APERTIUM_SKIP = 'needs Apertium with the English–Spanish pair (Debian package apertium-eng-spa)';

export const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lb-watch-test-'));

const durationOf = (file: string) =>
  Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString().trim());

/** Speech from espeak-ng: a WAV of the text in the voice ("en-us", "es"); `speed` in words a minute. */
export function speak(dir: string, text: string, voice = 'en-us', name = `speech-${voice}.wav`, speed?: number) {
  const file = path.join(dir, name);
  execFileSync('espeak-ng', ['-v', voice, ...(speed ? ['-s', String(speed)] : []), '-w', file, text]);
  return file;
}

/** Silence as a WAV. */
function silenceWav(dir: string, seconds: number, name: string) {
  const file = path.join(dir, `sil-${name}.wav`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', seconds.toFixed(3), '-c:a', 'pcm_s16le', file]);
  return file;
}

/**
 * A small real video made here: each line spoken by espeak-ng over a coloured background, with
 * `gap` seconds of silence before each line. Answers the file and the SRT that matches the speech.
 */
export function makeSpeechVideo(dir: string, lines: string[], o: { voice?: string; gap?: number; leadSilence?: number; name?: string } = {}) {
  const gap = o.gap ?? 0.3;
  const parts: string[] = [];
  const cues: { start: number; end: number; text: string }[] = [];
  let t = 0;
  const silence = (seconds: number, i: string) => {
    const f = silenceWav(dir, seconds, i);
    parts.push(f);
    t += durationOf(f);
  };
  if (o.leadSilence) silence(o.leadSilence, 'lead');
  lines.forEach((text, i) => {
    silence(gap, String(i));
    const f = speak(dir, text, o.voice ?? 'en-us', `say-${i}.wav`);
    const d = durationOf(f);
    parts.push(f);
    cues.push({ start: t, end: t + d, text });
    t += d;
  });
  silence(gap, 'end');
  const list = path.join(dir, 'parts.txt');
  fs.writeFileSync(list, parts.map((p) => `file '${p}'`).join('\n'));
  const wav = path.join(dir, 'all.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c:a', 'pcm_s16le', wav]);
  const file = path.join(dir, `${o.name ?? 'speech'}.mp4`);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=navy:s=160x90:r=5:d=${t.toFixed(3)}`,
    '-i',
    wav,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'stillimage',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-shortest',
    file,
  ]);
  return { file, cues, srt: toSrt(cues) };
}

export interface TestVideo {
  file: string;
  durationSec: number;
}

/**
 * One spoken text as a small real video: a blue picture (320×240) and the speech, after
 * `silenceSec` of silence. mp4 is H.264/AAC, webm VP9/Opus; `audioOnly` makes an .m4a; `silentSec`
 * makes a video with no speech.
 */
export async function makeTestVideo(
  dir: string,
  o: { text?: string; voice?: 'en-us' | 'es'; silenceSec?: number; container?: 'mp4' | 'webm'; audioOnly?: boolean; silentSec?: number; name?: string },
): Promise<TestVideo> {
  const container = o.audioOnly ? 'm4a' : (o.container ?? 'mp4');
  const file = path.join(dir, o.name ?? `video-${Math.random().toString(36).slice(2, 8)}.${container}`);
  let audioIn: string[];
  let filter: string[] = [];
  let duration: number;
  if (o.silentSec !== undefined) {
    audioIn = ['-f', 'lavfi', '-i', `anullsrc=r=22050:cl=mono:d=${o.silentSec}`];
    duration = o.silentSec;
  } else {
    const wav = speak(dir, o.text ?? 'Hello.', o.voice ?? 'en-us', `speech-${path.basename(file)}.wav`, 150);
    const silence = o.silenceSec ?? 0;
    duration = durationOf(wav) + silence;
    audioIn = ['-i', wav];
    if (silence > 0) filter = ['-af', `adelay=delays=${Math.round(silence * 1000)}:all=1`];
  }
  const video = o.audioOnly ? [] : ['-f', 'lavfi', '-i', `color=c=blue:s=320x240:r=10:d=${duration.toFixed(3)}`];
  const codecs = o.audioOnly
    ? ['-c:a', 'aac', '-b:a', '48k']
    : container === 'webm'
      ? ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '100k', '-c:a', 'libopus', '-b:a', '32k']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '48k'];
  const map = o.audioOnly ? ['-map', '0:a'] : ['-map', '0:v', '-map', '1:a'];
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...video, ...audioIn, ...filter, ...map, ...codecs, '-t', duration.toFixed(3), file]);
  return { file, durationSec: duration };
}

/** A long video made cheaply: one frame a second of a still colour and silent audio. */
export function makeLongVideo(dir: string, seconds: number) {
  const file = path.join(dir, `long-${seconds}.mp4`);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=32x32:r=1:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=8000:cl=mono',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'stillimage',
    '-r',
    '1',
    '-c:a',
    'aac',
    '-b:a',
    '8k',
    file,
  ]);
  return file;
}

const clock = (s: number) => {
  const ms = Math.round(s * 1000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(Math.floor(ms / 3_600_000))}:${p(Math.floor((ms % 3_600_000) / 60_000))}:${p(Math.floor((ms % 60_000) / 1000))},${p(ms % 1000, 3)}`;
};
export const toSrt = (cues: { start: number; end: number; text: string }[]) =>
  cues.map((c, i) => `${i + 1}\n${clock(c.start)} --> ${clock(c.end)}\n${c.text}\n`).join('\n');

/** A multipart body with one file, for app.inject. */
export function multipart(filename: string, bytes: Buffer, mime = 'application/octet-stream') {
  const boundary = `----lbtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadFile(app: FastifyInstance, token: string, filename: string, bytes: Buffer) {
  const m = multipart(filename, bytes);
  return call(app, { method: 'POST', url: '/api/v1/video/file', token, payload: m.payload, headers: m.headers });
}

/** The roles Watch tells apart. */
export async function watchRoles(ctx: AppContext) {
  const member = await createUser(ctx);
  const other = await createUser(ctx);
  const unverified = await createUser(ctx, { verified: false });
  const pro = await createUser(ctx);
  await updateUser(ctx.db, pro.user.id, { isPaid: true });
  const admin = await createUser(ctx, { role: 'Admin' });
  const editor = await createUser(ctx, { role: 'Mentor' });
  await updateUser(ctx.db, editor.user.id, { canEditArticle: true });
  await ctx.sessions.invalidate({ userId: pro.user.id });
  await ctx.sessions.invalidate({ userId: editor.user.id });
  return { member, other, unverified, pro, admin, editor };
}

/** Polls a video until it leaves not_started/pending, running due jobs in this process meanwhile. */
export async function settle(ctx: AppContext, app: FastifyInstance, id: number, token: string) {
  for (let i = 0; i < 200; i++) {
    await ctx.jobs.drain();
    const r = await call(app, { method: 'GET', url: `/api/v1/video/${id}?include_transcript=true`, token });
    if (r.body?.transcribe_status === 'success' || r.body?.transcribe_status === 'fail') return r.body;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`video ${id} did not finish`);
}

/**
 * A local double of OpenAI's transcription API (POST /v1/audio/transcriptions, multipart, answering
 * `verbose_json` with `segments[].start/end/text`, as the API reference documents). `hold` keeps
 * requests waiting until `release()`.
 */
export async function sttDouble(segments: { start: number; end: number; text: string }[], o: { hold?: boolean } = {}) {
  const requests: { path: string; auth: string | undefined; body: string }[] = [];
  let release: () => void = () => undefined;
  let held = o.hold ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      // Only the text fields of the form, not the audio bytes.
      const body = Buffer.concat(chunks)
        .toString('latin1')
        .replace(/RIFF[\s\S]*?(?=\r\n--)/, '<audio>');
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      await held;
      if (req.url !== '/v1/audio/transcriptions' || req.method !== 'POST') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const duration = segments.length ? segments[segments.length - 1].end : 0;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          task: 'transcribe',
          language: 'english',
          duration,
          text: segments.map((s) => s.text).join(' '),
          segments: segments.map((s, id) => ({
            id,
            seek: 0,
            ...s,
            tokens: [],
            temperature: 0,
            avg_logprob: -0.2,
            compression_ratio: 1.2,
            no_speech_prob: 0.01,
          })),
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    requests,
    release: () => release(),
    hold: () => (held = new Promise<void>((r) => (release = r))),
    close: () =>
      new Promise<void>((r) => {
        release();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
