import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { RECORDING_ERRORS, RECORDING_MAX_SECONDS } from '@lingbridge/contracts/recordings';
import { AppError } from '../../errors';

const run = promisify(execFile);

/**
 * What the browser's MediaRecorder gives (WebM/Opus in Chromium and Firefox, MP4/AAC in Safari) and
 * the usual audio files, recognised by their content (magic bytes, file-type). Every one is turned
 * into mp3 here (decision 0101).
 */
export const RECORDING_INPUT_TYPES = new Map<string, { ext: string; mime?: string }>([
  ['audio/webm', { ext: 'webm' }],
  ['video/webm', { ext: 'webm', mime: 'audio/webm' }],
  ['audio/mp4', { ext: 'm4a' }],
  ['video/mp4', { ext: 'mp4', mime: 'audio/mp4' }],
  ['audio/x-m4a', { ext: 'm4a' }],
  ['audio/ogg', { ext: 'ogg' }],
  ['audio/opus', { ext: 'opus' }],
  ['audio/mpeg', { ext: 'mp3' }],
  ['audio/wav', { ext: 'wav' }],
  ['audio/x-wav', { ext: 'wav', mime: 'audio/wav' }],
  ['audio/vnd.wave', { ext: 'wav', mime: 'audio/wav' }],
  ['audio/aac', { ext: 'aac' }],
  ['audio/flac', { ext: 'flac' }],
  ['audio/x-flac', { ext: 'flac' }],
]);

const notAudio = () => new AppError(422, RECORDING_ERRORS.notAudio, [{ path: 'audio_file', message: RECORDING_ERRORS.notAudio }]);

/** Seconds of audio in a file by ffprobe, or null when it holds no readable audio stream. */
export async function audioSeconds(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_type:format=duration', '-of', 'json', file],
      { timeout: 60_000 },
    );
    const info = JSON.parse(stdout) as { streams?: { codec_type?: string }[]; format?: { duration?: string } };
    if (!info.streams?.some((s) => s.codec_type === 'audio')) return null;
    const d = Number(info.format?.duration);
    return Number.isFinite(d) ? d : null;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError(503, RECORDING_ERRORS.mediaToolMissing);
    return null;
  }
}

/**
 * Decodes the upload whole and writes it as mono 64 kbit/s mp3 (what 02 §4 asks the server to keep).
 * A file ffmpeg cannot decode to the end, with no sound track, or shorter than a tenth of a second
 * is refused; one longer than RECORDING_MAX_SECONDS too. Answers the mp3's length in milliseconds.
 */
export async function transcodeToMp3(input: string, output: string): Promise<number> {
  const before = await audioSeconds(input);
  // WebM from MediaRecorder often has no duration in its header: then the decoded mp3 tells.
  if (before !== null && before > RECORDING_MAX_SECONDS + 1) throw tooLong();
  let warnings = '';
  try {
    ({ stderr: warnings } = await run(
      'ffmpeg',
      [
        '-nostdin',
        '-v',
        'warning',
        '-xerror',
        '-y',
        '-i',
        input,
        '-map',
        '0:a:0',
        '-vn',
        '-ac',
        '1',
        '-ar',
        '44100',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '64k',
        '-t',
        String(RECORDING_MAX_SECONDS + 1),
        output,
      ],
      { timeout: 5 * 60_000 },
    ));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError(503, RECORDING_ERRORS.mediaToolMissing);
    throw notAudio();
  }
  // A file cut off in transit decodes up to the cut: ffmpeg says so, and half a recording is not kept.
  if (/ended prematurely|truncat|invalid data|corrupt|error while decoding/i.test(warnings))
    throw new AppError(422, RECORDING_ERRORS.truncated, [{ path: 'audio_file', message: RECORDING_ERRORS.truncated }]);
  const seconds = await audioSeconds(output);
  if (seconds === null) throw notAudio();
  if (seconds < 0.1) throw new AppError(422, RECORDING_ERRORS.empty, [{ path: 'audio_file', message: RECORDING_ERRORS.empty }]);
  if (seconds > RECORDING_MAX_SECONDS + 0.5) throw tooLong();
  return Math.round(seconds * 1000);
}

const tooLong = () => new AppError(422, RECORDING_ERRORS.tooLong, [{ path: 'audio_file', message: RECORDING_ERRORS.tooLong }]);

/** A stretch of a file as 16 kHz mono float samples (pitch analysis of one sentence). */
export async function decodeMono(input: string, o: { startSec?: number; endSec?: number; rate: number }): Promise<Float32Array> {
  const args = ['-nostdin', '-v', 'error'];
  if (o.startSec !== undefined) args.push('-ss', String(o.startSec));
  if (o.endSec !== undefined) args.push('-to', String(o.endSec));
  args.push('-i', input, '-vn', '-ac', '1', '-ar', String(o.rate), '-f', 'f32le', 'pipe:1');
  const { stdout } = await run('ffmpeg', args, { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, timeout: 60_000 });
  const buf = stdout as Buffer;
  return new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length - (buf.length % 4)));
}
