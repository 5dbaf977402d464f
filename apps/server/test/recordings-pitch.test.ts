import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nativePitchCache } from '../src/db/schema';
import { form } from './files-helpers';
import { call, getTestEnv } from './helpers';
import { REC, recordingWorld } from './recordings-helpers';

const { app, ctx } = await getTestEnv();
const w = await recordingWorld(app, ctx);

/** A "native reading": 220 Hz for the first sentence, 330 Hz for the second, silence between. */
function nativeWav() {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lb-pitch-')), 'native.wav');
  execFileSync('ffmpeg', [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'sine=frequency=220:duration=1.4',
    '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono:d=0.3',
    '-f', 'lavfi', '-i', 'sine=frequency=330:duration=1.4',
    '-filter_complex', '[0][1][2]concat=n=3:v=0:a=1', '-ac', '1', '-ar', '44100', out,
  ]); // prettier-ignore
  return fs.readFileSync(out);
}

const url = (index: number) => `${REC}/audio_recording/native_pitch/${w.articleId}/${index}`;
const median = (v: (number | null)[]) => {
  const x = v.filter((n): n is number => n !== null).sort((a, b) => a - b);
  return x[Math.floor(x.length / 2)]!;
};
const semitones = (hz: number) => 12 * Math.log2(hz / 55);

describe('the native pitch of a sentence (decision 0104)', () => {
  it('without a recording with timings it says so (409); a visitor is asked to log in', async () => {
    expect((await call(app, { method: 'GET', url: url(0), token: w.owner.token })).status).toBe(409);
    expect((await call(app, { method: 'GET', url: url(0) })).status).toBe(401);
  });

  it('is the native voice’s pitch over that sentence’s timing, with its syllables’ tones; computed once, then cached', async () => {
    const body = form([{ name: 'file', filename: 'native.wav', type: 'audio/wav', bytes: nativeWav() }]);
    const up = await call(app, {
      method: 'POST',
      url: `/api/v1/article/${w.articleId}/audio`,
      token: w.admin.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(up.status).toBe(200);
    const timings = [
      { start: 0, end: 1.4 },
      { start: 1.7, end: 3.1 },
    ];
    const patched = await call(app, { method: 'PATCH', url: `/api/v1/article/${w.articleId}`, token: w.admin.token, payload: { sentence_timings: timings } });
    expect(patched.status).toBe(200);

    const first = await call(app, { method: 'GET', url: url(0), token: w.owner.token });
    expect(first.status).toBe(200);
    expect(Math.abs(median(first.body.contour.values) - semitones(220))).toBeLessThan(0.5);
    // 我每天下午去图书馆看书。: 我 wǒ (3) 每 měi (3) 天 tiān (1) …
    expect(first.body.tones.slice(0, 3)).toEqual([3, 3, 1]);
    expect(first.body.syllables.length).toBe(first.body.tones.length);
    const second = await call(app, { method: 'GET', url: url(1), token: w.owner.token });
    expect(Math.abs(median(second.body.contour.values) - semitones(330))).toBeLessThan(0.5);

    const again = await call(app, { method: 'GET', url: url(0), token: w.owner.token });
    expect(again.body.contour).toEqual(first.body.contour);
    const [rows] = await ctx.db.select({ n: count() }).from(nativePitchCache).where(eq(nativePitchCache.articleId, w.articleId));
    expect(rows!.n).toBe(2);
  });

  it('a new recording with timings has its contours made ahead, with loudness; new timings replace stale ones', async () => {
    const rows = () => ctx.db.select().from(nativePitchCache).where(eq(nativePitchCache.articleId, w.articleId));
    const earlier = new Set((await rows()).map((r) => r.audioFileId));
    const body = form([{ name: 'file', filename: 'native.wav', type: 'audio/wav', bytes: nativeWav() }]);
    const up = await call(app, {
      method: 'POST',
      url: `/api/v1/article/${w.articleId}/audio`,
      token: w.admin.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(up.status).toBe(200);
    const timings = [
      { start: 0, end: 1.4 },
      { start: 1.7, end: 3.1 },
    ];
    expect(
      (await call(app, { method: 'PATCH', url: `/api/v1/article/${w.articleId}`, token: w.admin.token, payload: { sentence_timings: timings } })).status,
    ).toBe(200);
    await ctx.jobs.drain();
    // Both sentences are there before anyone asked, each with a loudness per frame.
    const made = (await rows()).filter((r) => !earlier.has(r.audioFileId));
    expect(made.map((r) => r.sentenceIndex).sort()).toEqual([0, 1]);
    for (const r of made) expect(r.contour.energy!.length).toBe(r.contour.values.length);
    expect(Math.abs(median(made.find((r) => r.sentenceIndex === 1)!.contour.values) - semitones(330))).toBeLessThan(0.5);

    // The second sentence's timing moves into the silence: its stored contour is stale and made again.
    const moved = [timings[0]!, { start: 1.45, end: 1.65 }];
    expect(
      (await call(app, { method: 'PATCH', url: `/api/v1/article/${w.articleId}`, token: w.admin.token, payload: { sentence_timings: moved } })).status,
    ).toBe(200);
    const res = await call(app, { method: 'GET', url: url(1), token: w.owner.token });
    expect(res.status).toBe(200);
    expect(res.body.contour.values.every((v: number | null) => v === null)).toBe(true);
    expect(res.body.contour.at).toBeUndefined();
    // Two pitch analyses and a job drain: generous on a busy machine.
  }, 90_000);
});
