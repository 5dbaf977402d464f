import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apertiumModes } from '../src/adapters/translation-apertium';
import { extractAudioWav, hasFfmpeg, leadingSilenceSec, MediaError, probeMedia, thumbnail } from '../src/features/watch/media/probe';
import { makeTestVideo, MEDIA_SKIP, mediaTools, tmpDir, type TestVideo } from './watch-helpers';

const run = promisify(execFile);
if (!mediaTools) console.warn(`watch-media-probe: skipped, ${MEDIA_SKIP}`);

describe.skipIf(!mediaTools)('probe, audio, silence and thumbnails with real ffmpeg', () => {
  let dir: string;
  let english: TestVideo;
  let spanishWebm: TestVideo;
  let audioOnly: TestVideo;
  beforeAll(async () => {
    dir = tmpDir();
    [english, spanishWebm, audioOnly] = await Promise.all([
      makeTestVideo(dir, { text: 'Hello there. This is a small test video.', silenceSec: 3 }),
      makeTestVideo(dir, { text: 'Hola. ¿Cómo estás? Muy bien.', voice: 'es', container: 'webm' }),
      makeTestVideo(dir, { text: 'Only sound here.', audioOnly: true }),
    ]);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('reads duration and streams of MP4, WebM and audio-only files', async () => {
    const mp4 = await probeMedia(english.file);
    expect(mp4).toMatchObject({ hasAudio: true, hasVideo: true });
    expect(mp4.formatName).toContain('mp4');
    expect(Math.abs(mp4.durationSec - english.durationSec)).toBeLessThan(0.2);
    const webm = await probeMedia(spanishWebm.file);
    expect(webm).toMatchObject({ hasAudio: true, hasVideo: true });
    expect(webm.formatName).toContain('webm');
    expect(await probeMedia(audioOnly.file)).toMatchObject({ hasAudio: true, hasVideo: false });
  });

  it('refuses what is not a video: text, an image, an empty file and a cut-off MP4', async () => {
    const text = path.join(dir, 'notes.mp4');
    await fs.writeFile(text, '<html><body>This is a page about a video, not a video.</body></html>');
    const jpg = path.join(dir, 'frame.jpg');
    expect(await thumbnail(english.file, jpg)).toBe(true);
    const empty = path.join(dir, 'empty.mp4');
    await fs.writeFile(empty, '');
    const cut = path.join(dir, 'cut.mp4');
    await fs.writeFile(cut, (await fs.readFile(english.file)).subarray(0, 600));
    for (const file of [text, jpg, empty, cut]) {
      const err = await probeMedia(file).catch((e: unknown) => e);
      expect(err, file).toBeInstanceOf(MediaError);
      expect((err as MediaError).code).toBe('VIDEO_NOT_A_VIDEO');
    }
  });

  it('extracts the sound as 16 kHz mono 16-bit WAV, as long as the video', async () => {
    const wav = path.join(dir, 'english.wav');
    await extractAudioWav(english.file, wav);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,sample_rate,channels', '-of', 'json', wav]);
    expect(JSON.parse(stdout).streams[0]).toEqual({ codec_name: 'pcm_s16le', sample_rate: '16000', channels: 1 });
    expect(Math.abs((await probeMedia(wav)).durationSec - english.durationSec)).toBeLessThan(0.2);
  });

  it('says a video with no sound track has no audio', async () => {
    const mute = path.join(dir, 'mute.mp4');
    await run('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=160x120:r=5:d=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      mute,
    ]);
    expect(await probeMedia(mute)).toMatchObject({ hasAudio: false, hasVideo: true });
    await expect(extractAudioWav(mute, path.join(dir, 'mute.wav'))).rejects.toMatchObject({ code: 'VIDEO_NO_AUDIO' });
    await expect(leadingSilenceSec(mute)).rejects.toMatchObject({ code: 'VIDEO_NO_AUDIO' });
  });

  it('measures the silence before the speech starts', async () => {
    const before = await leadingSilenceSec(english.file);
    expect(before).toBeGreaterThan(2.7);
    expect(before).toBeLessThan(3.5);
    expect(await leadingSilenceSec(spanishWebm.file)).toBeLessThan(0.5);
  });

  it('finds over a minute of silence at the start (the spec refuses those), and a silent file silent throughout', async () => {
    const late = await makeTestVideo(dir, { text: 'Finally, somebody speaks.', silenceSec: 65 });
    expect(await leadingSilenceSec(late.file)).toBeGreaterThan(60);
    const silent = await makeTestVideo(dir, { silentSec: 4 });
    expect(await leadingSilenceSec(silent.file)).toBeGreaterThan(3.9);
  });

  it('takes a JPEG thumbnail from a video, and none from audio', async () => {
    const jpg = path.join(dir, 'thumb.jpg');
    expect(await thumbnail(spanishWebm.file, jpg)).toBe(true);
    const bytes = await fs.readFile(jpg);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(await thumbnail(audioOnly.file, path.join(dir, 'none.jpg'))).toBe(false);
  });
});

describe('on a server without the tools', () => {
  it('says ffmpeg is missing instead of calling the file bad, and finds no Apertium', async () => {
    const saved = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(await hasFfmpeg()).toBe(false);
      for (const step of [probeMedia('/tmp/any.mp4'), extractAudioWav('/tmp/any.mp4', '/tmp/any.wav'), leadingSilenceSec('/tmp/any.mp4')])
        await expect(step).rejects.toMatchObject({ code: 'MEDIA_TOOL_MISSING', message: 'ffmpeg is not installed on this server, so it cannot read videos' });
      expect(apertiumModes()).toEqual([]);
    } finally {
      process.env.PATH = saved;
    }
  });
});
