import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type MediaErrorCode =
  'VIDEO_NOT_A_VIDEO' | 'VIDEO_NO_AUDIO' | 'VIDEO_TOO_LARGE' | 'VIDEO_TOO_LONG' | 'VIDEO_FETCH_FAILED' | 'VIDEO_UNSUPPORTED_SOURCE' | 'MEDIA_TOOL_MISSING';

/** A media problem the pipeline turns into the video's fail reason (the message is for the learner). */
export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface MediaInfo {
  durationSec: number;
  hasAudio: boolean;
  hasVideo: boolean;
  formatName: string;
}

/** Whether ffmpeg and ffprobe are on this machine (Debian `ffmpeg`). */
export async function hasFfmpeg() {
  try {
    await run('ffprobe', ['-version']);
    await run('ffmpeg', ['-version']);
    return true;
  } catch {
    return false;
  }
}

function toolMissing(e: unknown): never {
  if ((e as NodeJS.ErrnoException).code === 'ENOENT')
    throw new MediaError('MEDIA_TOOL_MISSING', 'ffmpeg is not installed on this server, so it cannot read videos');
  throw e;
}

const NOT_A_VIDEO = 'This file is not a video or audio file we can read.';

interface ProbeStream {
  codec_type?: string;
  disposition?: { attached_pic?: number };
}

/** Duration and streams (ffprobe). Images, text and broken files are not videos. */
export async function probeMedia(file: string): Promise<MediaInfo> {
  let stdout: string;
  try {
    ({ stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
      maxBuffer: 16 * 1024 * 1024,
      timeout: 60_000,
    }));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') toolMissing(e);
    throw new MediaError('VIDEO_NOT_A_VIDEO', NOT_A_VIDEO);
  }
  const info = JSON.parse(stdout) as { format?: { format_name?: string; duration?: string }; streams?: ProbeStream[] };
  const formatName = info.format?.format_name ?? '';
  const streams = info.streams ?? [];
  const hasAudio = streams.some((s) => s.codec_type === 'audio');
  // Cover art in an audio file is a "video" stream to ffprobe, not a picture that moves.
  const hasVideo = streams.some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const durationSec = Number(info.format?.duration);
  if ((!hasAudio && !hasVideo) || /(^|,)(image2|\w+_pipe|tty|lavfi)(,|$)/.test(formatName) || !Number.isFinite(durationSec) || durationSec <= 0)
    throw new MediaError('VIDEO_NOT_A_VIDEO', NOT_A_VIDEO);
  return { durationSec, hasAudio, hasVideo, formatName };
}

/** The sound track as 16 kHz mono 16-bit WAV, what speech-to-text engines expect. */
export async function extractAudioWav(file: string, outFile: string) {
  try {
    await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', file, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', outFile], {
      timeout: 30 * 60_000,
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') toolMissing(e);
    const stderr = String((e as { stderr?: string }).stderr ?? '');
    if (/matches no streams|does not contain any stream/i.test(stderr)) throw new MediaError('VIDEO_NO_AUDIO', 'This video has no sound track.');
    throw new MediaError('VIDEO_NOT_A_VIDEO', NOT_A_VIDEO);
  }
}

/**
 * Seconds of silence (below -50 dB) at the start, looking at the first 70 s: the spec refuses
 * videos that stay silent over a minute at the start.
 */
export async function leadingSilenceSec(file: string): Promise<number> {
  const window = 70;
  let stderr: string;
  try {
    ({ stderr } = await run(
      'ffmpeg',
      ['-nostdin', '-hide_banner', '-nostats', '-t', String(window), '-i', file, '-map', '0:a:0', '-af', 'silencedetect=noise=-50dB:d=0.5', '-f', 'null', '-'],
      { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
    ));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') toolMissing(e);
    if (/matches no streams/i.test(String((e as { stderr?: string }).stderr))) throw new MediaError('VIDEO_NO_AUDIO', 'This video has no sound track.');
    throw new MediaError('VIDEO_NOT_A_VIDEO', NOT_A_VIDEO);
  }
  const starts = [...stderr.matchAll(/silence_start: (-?[\d.]+)/g)].map((m) => Number(m[1]));
  const ends = [...stderr.matchAll(/silence_end: (-?[\d.]+)/g)].map((m) => Number(m[1]));
  if (starts.length === 0 || starts[0]! > 0.05) return 0;
  if (ends.length > 0) return Math.max(0, ends[0]!);
  // Silent to the end of the window (or of a shorter file).
  const d = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr);
  const duration = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : window;
  return Math.min(window, duration);
}

/** A JPEG frame (320 px wide) a second in, or mid-way for shorter videos; false when there is no picture. */
export async function thumbnail(file: string, outFile: string): Promise<boolean> {
  const info = await probeMedia(file);
  if (!info.hasVideo) return false;
  const at = Math.min(1, info.durationSec / 2);
  try {
    await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-ss', at.toFixed(2), '-i', file, '-frames:v', '1', '-vf', 'scale=320:-2', '-q:v', '4', outFile], {
      timeout: 60_000,
    });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') toolMissing(e);
    return false;
  }
}
