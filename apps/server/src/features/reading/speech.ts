import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AnnotatedParagraph } from './text';

const run = promisify(execFile);

/** Whether espeak-ng is on this machine (Debian `espeak-ng`); without it, the reader offers the browser's voice. */
export async function hasEspeak() {
  try {
    await run('espeak-ng', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/** What espeak-ng reads for a sentence: Mandarin as numbered pinyin (its characters voice reads badly). */
function speakable(s: AnnotatedParagraph['sentences'][number], language: 'Simplified_Chinese' | 'Spanish') {
  if (language === 'Spanish') return s.text;
  return s.tokens
    .map((t) => (t.isWord ? (t.readingNumbered ?? t.text).replace(/ü/g, 'v') : /[，、；：]/.test(t.text) ? ',' : /[。！？]/.test(t.text) ? '.' : ' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function pcmOf(wav: Buffer) {
  // Walk the RIFF chunks to the samples; espeak-ng writes 16-bit mono PCM.
  let at = 12;
  let rate = 22050;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') rate = wav.readUInt32LE(at + 12);
    if (id === 'data') return { rate, data: wav.subarray(at + 8, Math.min(wav.length, at + 8 + size)) };
    at += 8 + size + (size % 2);
  }
  throw new Error('no audio data in espeak-ng output');
}

/** A mono 16-bit PCM WAV file around `data` sampled at `rate`. */
export function wavOf(data: Buffer, rate: number) {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

/**
 * Records an article with espeak-ng, one sentence at a time, so the timings of every sentence are
 * exact. A computer voice: the reader labels it so (docs/decisions/0033-reading-audio.md).
 */
export async function synthesizeArticle(paragraphs: AnnotatedParagraph[], language: 'Simplified_Chinese' | 'Spanish', speed = 140) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-tts-'));
  try {
    const parts: Buffer[] = [];
    const timings: { start: number; end: number }[] = [];
    let rate = 22050;
    let bytes = 0;
    const voice = language === 'Spanish' ? 'es' : 'cmn-latn-pinyin';
    let i = 0;
    for (const p of paragraphs)
      for (const s of p.sentences) {
        const file = path.join(dir, `${i++}.wav`);
        await run('espeak-ng', ['-v', voice, '-s', String(speed), '-w', file, speakable(s, language)]);
        const pcm = pcmOf(await fs.readFile(file));
        rate = pcm.rate;
        const start = bytes / 2 / rate;
        parts.push(pcm.data);
        bytes += pcm.data.length;
        timings.push({ start: Math.round(start * 100) / 100, end: Math.round((bytes / 2 / rate) * 100) / 100 });
        // A short pause between sentences.
        const gap = Buffer.alloc(Math.round(rate * 0.35) * 2);
        parts.push(gap);
        bytes += gap.length;
      }
    return { wav: wavOf(Buffer.concat(parts), rate), timings };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
