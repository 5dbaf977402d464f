import type { Cue } from '../../../adapters/speech-to-text';

/** A caption file that is not SRT or WebVTT (the route answers 422 VIDEO_BAD_CAPTIONS). */
export class CaptionError extends Error {
  readonly code = 'VIDEO_BAD_CAPTIONS';
}

// hh optional (WebVTT allows mm:ss.ttt); SRT uses a comma before the milliseconds, WebVTT a dot.
const TIME = /(?:(\d{1,3}):)?(\d{1,2}):(\d{2})[,.](\d{1,3})/;
const TIMING = new RegExp(`^\\s*${TIME.source}\\s*-->\\s*${TIME.source}`);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', lrm: '', rlm: '' };

function seconds(h: string | undefined, m: string, s: string, ms: string) {
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms.padEnd(3, '0')) / 1000;
}

/** What a viewer reads: no markup (<i>, <c.x>, <v Name>, inline timestamps, {\an8}), entities decoded, one line. */
function plainCueText(lines: string[]) {
  return lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? all;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads SRT or WebVTT into cues in file order. Blocks without a timing line (WebVTT header,
 * NOTE, STYLE, REGION, stray text) are skipped; text with no cue at all is not captions.
 */
export function parseCaptions(text: string): Cue[] {
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (body.includes('\0')) throw new CaptionError('This file is not a caption file (SRT or WebVTT).');
  const cues: Cue[] = [];
  for (const block of body.split(/\n[ \t]*\n/)) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    const at = lines.findIndex((l) => l.includes('-->'));
    if (at < 0 || at > 1) continue; // at most one line (SRT index or WebVTT id) before the timing
    if (/^(NOTE|STYLE|REGION)\b/.test(lines[0]!)) continue;
    const m = TIMING.exec(lines[at]!);
    if (!m) continue;
    const start = seconds(m[1], m[2]!, m[3]!, m[4]!);
    const end = seconds(m[5], m[6]!, m[7]!, m[8]!);
    const cueText = plainCueText(lines.slice(at + 1));
    if (end < start) continue;
    cues.push({ start, end, text: cueText });
  }
  if (cues.length === 0) throw new CaptionError('This file is not a caption file (SRT or WebVTT).');
  const spoken = cues.filter((c) => c.text !== '');
  if (spoken.length === 0) throw new CaptionError('This caption file has no text.');
  return spoken;
}

function clock(sec: number, sep: ',' | '.') {
  const ms = Math.max(0, Math.round(sec * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${sep}${pad(ms % 1000, 3)}`;
}

const oneLine = (t: string) => t.replace(/\s*\n\s*/g, ' ').trim();

/** Caption downloads: SRT, WebVTT (text escaped, no "-->" inside a cue) or plain text, one line per sentence. */
export function formatCaptions(lines: { start: number; end: number; text: string }[], format: 'srt' | 'vtt' | 'txt'): string {
  if (format === 'txt') return lines.map((l) => oneLine(l.text)).join('\n') + (lines.length ? '\n' : '');
  if (format === 'srt') return lines.map((l, i) => `${i + 1}\n${clock(l.start, ',')} --> ${clock(l.end, ',')}\n${oneLine(l.text)}\n`).join('\n');
  const escape = (t: string) => oneLine(t).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `WEBVTT\n\n${lines.map((l) => `${clock(l.start, '.')} --> ${clock(l.end, '.')}\n${escape(l.text)}\n`).join('\n')}`;
}
