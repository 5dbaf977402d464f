import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether a command-line tool is installed (tests that need it skip with a message when not). */
export function hasTool(cmd: string, args = ['--version']) {
  try {
    execFileSync(cmd, args, { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

export const mediaToolsReady = hasTool('ffmpeg', ['-version']) && hasTool('ffprobe', ['-version']) && hasTool('espeak-ng');
export const apertiumReady = (() => {
  try {
    return execFileSync('apertium', ['-l'], { encoding: 'utf8', timeout: 10_000 }).includes('eng-spa');
  } catch {
    return false;
  }
})();
export const MEDIA_SKIP = 'needs ffmpeg, ffprobe and espeak-ng (Debian packages ffmpeg, espeak-ng)';
export const APERTIUM_SKIP = 'needs apertium with the eng-spa pair (Debian package apertium-eng-spa)';

export async function tempDir(prefix = 'lb-watch-') {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/** Speech from espeak-ng: a WAV of the text in English ("en-us") or Spanish ("es"). */
export async function speak(dir: string, text: string, voice: 'en-us' | 'es', name = `speech-${voice}.wav`) {
  const file = path.join(dir, name);
  await run('espeak-ng', ['-v', voice, '-s', '150', '-w', file, text]);
  return file;
}

export interface TestVideo {
  file: string;
  durationSec: number;
}

/**
 * A small real video: a blue picture (320×240) and the speech, after `silenceSec` of silence.
 * mp4 is H.264/AAC, webm VP9/Opus; `audioOnly` makes an .m4a; `silentSec` makes a video with no speech.
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
    const wav = await speak(dir, o.text ?? 'Hello.', o.voice ?? 'en-us', `speech-${path.basename(file)}.wav`);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav]);
    const silence = o.silenceSec ?? 0;
    duration = Number(stdout.trim()) + silence;
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
