import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpeechToText } from '../src/adapters/speech-to-text';
import { inArray } from 'drizzle-orm';
import { createTranslator } from '../src/adapters/translation';
import { files } from '../src/db/schema';
import { pruneUploads } from '../src/features/watch/jobs';
import { call, getTestEnv, type TestEnv } from './helpers';
import {
  APERTIUM_SKIP,
  apertiumEngSpa,
  MEDIA_SKIP,
  makeLongVideo,
  makeSpeechVideo,
  mediaTools,
  settle,
  sttDouble,
  tmpDir,
  uploadFile,
  watchRoles,
} from './watch-helpers';

let env: TestEnv;
let roles: Awaited<ReturnType<typeof watchRoles>>;
const dir = tmpDir();

beforeAll(async () => {
  env = await getTestEnv();
  roles = await watchRoles(env.ctx);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Uploads a video (and captions), submits it and runs the pipeline to its end. */
async function submitUpload(o: { file: string; srt?: string; srtName?: string; language: string; spoken?: string; token?: string }) {
  const token = o.token ?? roles.pro.token;
  const video = await uploadFile(env.app, token, path.basename(o.file), fs.readFileSync(o.file));
  expect(video.status).toBe(201);
  let caption_file_id: string | undefined;
  if (o.srt !== undefined) {
    const c = await uploadFile(env.app, token, o.srtName ?? 'captions.srt', Buffer.from(o.srt));
    expect(c.status).toBe(201);
    caption_file_id = c.body.file_id;
  }
  const r = await call(env.app, {
    method: 'POST',
    url: '/api/v1/video',
    token,
    payload: { video_file_id: video.body.file_id, caption_file_id, language: o.language, spoken_language: o.spoken },
  });
  expect(r.status).toBe(201);
  expect(r.body.transcribe_status).toBe('not_started');
  return settle(env.ctx, env.app, r.body.id, token);
}

// Real ffmpeg, espeak-ng and Apertium take seconds each, more on a busy machine.
describe.skipIf(!mediaTools)(`the pipeline on real media (${MEDIA_SKIP})`, { timeout: 180_000 }, () => {
  it.skipIf(!apertiumEngSpa)(`English speech with captions, for a learner of Spanish: Apertium's Spanish line, segmented (${APERTIUM_SKIP})`, async () => {
    const lines = ['The library opens at nine.', 'I read a book about the sea.', 'Then I go home.'];
    const { file, srt, cues } = makeSpeechVideo(dir, lines, { name: 'en' });
    const v = await submitUpload({ file, srt, language: 'Spanish', spoken: 'English' });
    expect(v.transcribe_fail_reason).toBeNull();
    expect(v.transcribe_status).toBe('success');
    expect(v.transcript.map((s: { text: string }) => s.text)).toEqual(lines);
    v.transcript.forEach((s: { start: number; end: number }, i: number) => {
      expect(s.start).toBeCloseTo(cues[i].start, 1);
      expect(s.end).toBeCloseTo(cues[i].end, 1);
    });
    const first = v.transcript[0];
    expect(first.en_text).toBe(first.text);
    expect(first.ori_zh_text.toLowerCase()).toContain('biblioteca');
    expect(first.zh_text.join(' ')).toBe(first.ori_zh_text);
    expect(first.translated_languages).toEqual([{ language: 'Spanish', text: first.ori_zh_text }]);
    expect(v.duration).toBeGreaterThan(cues[2].end - 0.1);
    expect(v.thumbnail_url).toMatch(/^\/api\/v1\/video\/file\/storage\//);
    // The stored file plays in the HTML5 player: ranges answer 206.
    const part = await call(env.app, { method: 'GET', url: v.video_url, headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.raw.rawPayload.length).toBe(100);
    // Caption downloads in each format and line.
    const srtOut = await call(env.app, { method: 'GET', url: `/api/v1/video/${v.id}/captions?format=srt`, token: roles.pro.token });
    expect(srtOut.body).toContain('The library opens at nine.');
    expect(srtOut.headers['content-disposition']).toContain('.srt');
    const vtt = await call(env.app, { method: 'GET', url: `/api/v1/video/${v.id}/captions?format=vtt&line=foreign`, token: roles.pro.token });
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    expect(vtt.body.toLowerCase()).toContain('biblioteca');
    const txt = await call(env.app, { method: 'GET', url: `/api/v1/video/${v.id}/captions?format=txt&line=en`, token: roles.pro.token });
    expect(txt.body.trim().split('\n')).toEqual(lines);
  });

  it.skipIf(!apertiumEngSpa)(`Spanish speech with WebVTT captions: the English line from Apertium (${APERTIUM_SKIP})`, async () => {
    const lines = ['Hoy hace mucho calor.', '¿Quieres ir a la playa?'];
    const { file, cues } = makeSpeechVideo(dir, lines, { voice: 'es', name: 'es' });
    const vtt = `WEBVTT\n\n${cues.map((c) => `00:00:${c.start.toFixed(3).padStart(6, '0')} --> 00:00:${c.end.toFixed(3).padStart(6, '0')}\n${c.text}\n`).join('\n')}`;
    const v = await submitUpload({ file, srt: vtt, srtName: 'es.vtt', language: 'Spanish' });
    expect(v.transcribe_status).toBe('success');
    expect(v.spoken_language).toBe('Spanish');
    expect(v.transcript[0].text).toBe('Hoy hace mucho calor.');
    expect(v.transcript[0].ori_zh_text).toBe('Hoy hace mucho calor.');
    expect(v.transcript[0].en_text.toLowerCase()).toMatch(/hot|heat/);
    expect(v.transcript[1].zh_text[0]).toBe('¿Quieres');
    expect(v.transcript[0].translated_languages).toEqual([{ language: 'English', text: v.transcript[0].en_text }]);
  });

  it.skipIf(!apertiumEngSpa)('takes the spoken language from the captions when the default was wrong, and refuses other languages', async () => {
    const lines = [
      'Mi hermana trabaja en el hospital de la ciudad.',
      'Los sábados vamos al mercado con nuestros padres.',
      'No hay nada más bonito que el mar.',
    ];
    const { file, srt } = makeSpeechVideo(dir, lines, { voice: 'es', name: 'es-default' });
    // A learner of English submits without saying what is spoken: the default is English.
    const v = await submitUpload({ file, srt, language: 'English' });
    expect(v.transcribe_status).toBe('success');
    expect(v.spoken_language).toBe('Spanish');
    expect(v.transcript[0].text).toBe(lines[0]);
    expect(v.transcript[0].en_text.toLowerCase()).toContain('hospital');
    expect(v.transcript[0].ori_zh_text).toBe(v.transcript[0].en_text);
    const zh = makeSpeechVideo(dir, ['Hello.'], { name: 'zh-captions' });
    const other = await submitUpload({
      file: zh.file,
      srt: zh.srt.replace('Hello.', '大家好，我叫小明。我每天早上七点起床。我先喝一杯牛奶，然后吃早饭。八点我坐公共汽车去学校。'),
      language: 'English',
    });
    expect(other.transcribe_status).toBe('fail');
    expect(other.transcribe_fail_reason).toMatch(/English or Spanish/);
  });

  it('transcribes speech without captions through an OpenAI-compatible API (local double of its documented contract)', async () => {
    const { file, cues } = makeSpeechVideo(dir, ['Good morning, everyone.', 'Today we learn colours.'], { name: 'stt' });
    const double = await sttDouble(cues.map((c) => ({ ...c, text: ` ${c.text}` })));
    const before = env.ctx.stt;
    env.ctx.stt = createSpeechToText({ baseUrl: double.url, apiKey: 'sk-test-key' });
    try {
      const v = await submitUpload({ file, language: 'English' });
      expect(v.transcribe_status).toBe('success');
      expect(v.transcript.map((s: { text: string }) => s.text)).toEqual(['Good morning, everyone.', 'Today we learn colours.']);
      expect(double.requests).toHaveLength(1);
      expect(double.requests[0].auth).toBe('Bearer sk-test-key');
      expect(double.requests[0].body).toContain('verbose_json');
      expect(double.requests[0].body).toMatch(/name="language"\r\n\r\nen/);
    } finally {
      env.ctx.stt = before;
      await double.close();
    }
  });

  it('without captions and without a speech-to-text engine, fails saying what is missing (no invented text)', async () => {
    const { file } = makeSpeechVideo(dir, ['Nothing will transcribe this.'], { name: 'nostt' });
    const v = await submitUpload({ file, language: 'English' });
    expect(v.transcribe_status).toBe('fail');
    expect(v.transcribe_fail_reason).toBe(
      'no speech-to-text engine is configured on this server: upload a caption file, or ask the administrator to configure one',
    );
    expect(v.transcript).toEqual([]);
    // The code the client words in the learner's language, in the full answer and in the poll.
    expect(v).toMatchObject({ transcribe_fail_code: 'NO_STT', transcribe_fail_params: null });
    const poll = await call(env.app, { method: 'GET', url: `/api/v1/video/${v.id}?include_transcript=false`, token: roles.pro.token });
    expect(poll.body).toMatchObject({ transcribe_status: 'fail', transcribe_fail_code: 'NO_STT' });
    // A retry starts clean: no code left from the failed run.
    const again = await call(env.app, { method: 'POST', url: `/api/v1/video/${v.id}/retry`, token: roles.pro.token });
    expect(again.body).toMatchObject({
      transcribe_status: 'not_started',
      transcribe_fail_reason: null,
      transcribe_fail_code: null,
      transcribe_fail_params: null,
    });
    const full = await call(env.app, { method: 'GET', url: `/api/v1/video/${v.id}?include_transcript=true`, token: roles.pro.token });
    expect(full.body).toMatchObject({ transcribe_fail_code: null, transcribe_fail_params: null });
    await env.ctx.jobs.drain();
  });

  it('refuses a 2-hour video with a reason the learner understands', async () => {
    const file = makeLongVideo(dir, 7200);
    const v = await submitUpload({ file, srt: '1\n00:00:01,000 --> 00:00:02,000\nHello.\n', language: 'English' });
    expect(v.transcribe_status).toBe('fail');
    expect(v.transcribe_fail_reason).toMatch(/at most 60 minutes/);
    expect(v).toMatchObject({ transcribe_fail_code: 'TOO_LONG', transcribe_fail_params: { minutes: 120 } });
  });

  it('refuses more than a minute of silence at the start', async () => {
    const { file, srt } = makeSpeechVideo(dir, ['Finally, some words.'], { leadSilence: 65, name: 'silent' });
    const v = await submitUpload({ file, srt, language: 'English' });
    expect(v.transcribe_status).toBe('fail');
    expect(v.transcribe_fail_reason).toMatch(/silent for more than a minute/);
    expect(v.transcribe_fail_code).toBe('LEADING_SILENCE');
  });

  it('fails a link to a page that is not a video, with the reason', async () => {
    const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Just a page</body></html>'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const before = env.ctx.config.watchFetchPrivateHosts;
    env.ctx.config.watchFetchPrivateHosts = true; // the test's page is on this machine
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lesson.mp4`;
      const c = await uploadFile(env.app, roles.pro.token, 'lesson.srt', Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHello.\n'));
      const payload = { video_url: url, caption_file_id: c.body.file_id, language: 'English' };
      const r = await call(env.app, { method: 'POST', url: '/api/v1/video', token: roles.pro.token, payload });
      const v = await settle(env.ctx, env.app, r.body.id, roles.pro.token);
      expect(v.transcribe_status).toBe('fail');
      expect(v.transcribe_fail_reason).toMatch(/not to a video|not lead to a video/);
      expect(v.transcribe_fail_code).toBe('NOT_A_VIDEO');
    } finally {
      env.ctx.config.watchFetchPrivateHosts = before;
      server.close();
    }
  });

  it('fails a learner of Chinese when no engine translates into Chinese, naming the missing engine', async () => {
    const before = env.ctx.translator;
    env.ctx.translator = createTranslator({}); // Apertium only: no English→Chinese
    try {
      const { file, srt } = makeSpeechVideo(dir, ['Hello there.'], { name: 'zh' });
      const v = await submitUpload({ file, srt, language: 'Simplified_Chinese' });
      expect(v.transcribe_status).toBe('fail');
      expect(v.transcribe_fail_reason).toBe('no engine here translates English into Chinese: ask the administrator to configure a translation service');
      expect(v).toMatchObject({ transcribe_fail_code: 'NO_TRANSLATION', transcribe_fail_params: { from: 'English', to: 'Simplified_Chinese' } });
    } finally {
      env.ctx.translator = before;
    }
  });
});

describe('uploads', () => {
  it('refuses a caption file that is not captions, a file that is not a video, and files over the limits', async () => {
    const notCaptions = await uploadFile(env.app, roles.pro.token, 'notes.srt', Buffer.from('Dear diary, today I ate an apple.\n'));
    expect(notCaptions.status).toBe(422);
    expect(notCaptions.body.detail).toBe('VIDEO_BAD_CAPTIONS');
    const notVideo = await uploadFile(env.app, roles.pro.token, 'movie.mp4', Buffer.from('<html>not a movie</html>'));
    expect(notVideo.status).toBe(422);
    expect(notVideo.body.detail).toBe('VIDEO_NOT_A_VIDEO');
    const limits = { video: env.ctx.config.videoUploadMaxBytes, captions: env.ctx.config.captionMaxBytes };
    env.ctx.config.videoUploadMaxBytes = 2048;
    env.ctx.config.captionMaxBytes = 1024;
    try {
      expect((await uploadFile(env.app, roles.pro.token, 'big.mp4', Buffer.alloc(4096, 1))).status).toBe(413);
      expect((await uploadFile(env.app, roles.pro.token, 'big.srt', Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHi.\n'.repeat(60)))).status).toBe(413);
    } finally {
      env.ctx.config.videoUploadMaxBytes = limits.video;
      env.ctx.config.captionMaxBytes = limits.captions;
    }
    expect((await uploadFile(env.app, '', 'a.srt', Buffer.from('x'))).status).toBe(401);
    expect((await uploadFile(env.app, roles.unverified.token, 'a.srt', Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHi.\n'))).status).toBe(403);
  });

  it('removes uploads no video took within a day, and keeps the ones in use', async () => {
    const srt = Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHi.\n');
    const orphan = (await uploadFile(env.app, roles.pro.token, 'left.srt', srt)).body.file_id;
    const used = (await uploadFile(env.app, roles.pro.token, 'used.srt', srt)).body.file_id;
    const fresh = (await uploadFile(env.app, roles.pro.token, 'fresh.srt', srt)).body.file_id;
    const v = await call(env.app, {
      method: 'POST',
      url: '/api/v1/video',
      token: roles.pro.token,
      payload: { video_url: 'https://vimeo.com/5550001', caption_file_id: used, language: 'English' },
    });
    expect(v.status).toBe(201);
    await env.ctx.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(inArray(files.id, [orphan, used]));
    await pruneUploads(env.ctx);
    const left = (
      await env.ctx.db
        .select({ id: files.id })
        .from(files)
        .where(inArray(files.id, [orphan, used, fresh]))
    ).map((f) => f.id);
    expect(left.sort()).toEqual([used, fresh].sort());
    expect(await env.ctx.storage.size(orphan)).toBeNull();
    expect(await env.ctx.storage.size(used)).toBeGreaterThan(0);
  });

  it("does not accept someone else's uploaded file, and does not serve caption files by id", async () => {
    const c = await uploadFile(env.app, roles.other.token, 'a.srt', Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHi.\n'));
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ kind: 'captions', filename: 'a.srt' });
    const r = await call(env.app, {
      method: 'POST',
      url: '/api/v1/video',
      token: roles.pro.token,
      payload: { video_url: 'https://vimeo.com/76979871', caption_file_id: c.body.file_id, language: 'English' },
    });
    expect(r.status).toBe(422);
    const v = await call(env.app, {
      method: 'POST',
      url: '/api/v1/video',
      token: roles.pro.token,
      payload: { video_file_id: c.body.file_id, language: 'English' },
    });
    expect(v.status).toBe(422);
    expect((await call(env.app, { method: 'GET', url: `/api/v1/video/file/storage/${c.body.file_id}` })).status).toBe(404);
    expect((await call(env.app, { method: 'GET', url: '/api/v1/video/file/storage/../../etc/passwd' })).status).toBe(404);
  });
});
