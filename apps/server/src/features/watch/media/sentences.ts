import type { Cue } from '../../../adapters/speech-to-text';

type Language = 'English' | 'Spanish' | 'Simplified_Chinese';

interface Piece extends Cue {
  /** The piece closes a sentence (it ends with . ? ! … 。 ？ ！, or a Spanish ¿ ¡ opens the next). */
  ends: boolean;
}

/** A pause this long between cues ends a sentence even without punctuation (auto captions often have none). */
const PAUSE_SEC = 2;
/** Without punctuation, merging stops at a cue boundary past this many characters… */
const SOFT_MAX = { latin: 120, cjk: 40 };
/** …and a sentence longer than this is split, at a comma or a space nearest its middle. */
const HARD_MAX = { latin: 200, cjk: 80 };

const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'vs', 'etc', 'e.g', 'i.e', 'jr', 'sr', 'sra', 'srta', 'dra', 'ud', 'uds', 'prof', 'no', 'p.ej']);
const CJK_CHAR = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const isCjk = (text: string) => (text.match(/[\u3400-\u9fff]/g)?.length ?? 0) * 2 > text.replace(/\s/g, '').length;

/** Character offsets where a new sentence starts inside a cue's text. */
function sentenceCuts(text: string): number[] {
  const cuts: number[] = [];
  // Latin: end punctuation (and closing quotes/brackets) then white space; not after an abbreviation or an initial.
  for (const m of text.matchAll(/[.?!…]+["'”’»)\]]*(\s+)/g)) {
    const before = text.slice(0, m.index).split(/\s/).pop() ?? '';
    if (m[0][0] === '.' && m[0].replace(/\s/g, '') === '.' && (ABBREVIATIONS.has(before.toLowerCase()) || /^\p{Lu}$/u.test(before))) continue;
    cuts.push(m.index + m[0].length);
  }
  // Chinese: full-width end punctuation, white space or not.
  for (const m of text.matchAll(/[。？！]+[”」』）]*\s*/g)) cuts.push(m.index + m[0].length);
  // Spanish: ¿ or ¡ right after a word (no comma) opens a new sentence ("vale ¿y tú?").
  for (const m of text.matchAll(/[\p{L}\p{N}](\s+)(?=[¿¡])/gu)) cuts.push(m.index + m[0].length);
  return [...new Set(cuts)].filter((c) => c > 0 && c < text.length).sort((a, b) => a - b);
}

const endsSentence = (text: string) => /[.?!…。？！]["'”’»)\]」』）]*$/.test(text);

/** Splits a cue at sentence ends, sharing its time between the pieces by their number of characters. */
function piecesOf(cue: Cue): Piece[] {
  const text = cue.text.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const bounds = [0, ...sentenceCuts(text), text.length];
  const span = Math.max(0, cue.end - cue.start);
  const out: Piece[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const part = text.slice(bounds[i], bounds[i + 1]).trim();
    if (!part) continue;
    out.push({
      start: cue.start + (span * bounds[i]!) / text.length,
      end: cue.start + (span * bounds[i + 1]!) / text.length,
      text: part,
      ends: i + 2 < bounds.length || endsSentence(part),
    });
  }
  return out;
}

/** Joins two pieces of text: a space between words, none between Chinese characters. */
function join(a: string, b: string) {
  return CJK_CHAR.test(a.slice(-1)) || CJK_CHAR.test(b[0] ?? '') ? a + b : `${a} ${b}`;
}

/** Cuts an over-long sentence near its middle, at a clause break if there is one, else a space. */
function splitLong(s: Cue): Cue[] {
  const cjk = isCjk(s.text);
  const max = cjk ? HARD_MAX.cjk : HARD_MAX.latin;
  if (s.text.length <= max) return [s];
  const mid = s.text.length / 2;
  const nearest = (re: RegExp) => {
    let best = -1;
    for (const m of s.text.matchAll(re)) {
      const at = m.index + m[0].length;
      if (at > 0 && at < s.text.length && (best < 0 || Math.abs(at - mid) < Math.abs(best - mid))) best = at;
    }
    // A clause break too near either end leaves a long half: use it only in the middle half.
    return best >= s.text.length / 4 && best <= (s.text.length * 3) / 4 ? best : -1;
  };
  let at = nearest(/[,;:，；：、]\s*/g);
  if (at < 0) at = nearest(/\s+/g);
  if (at < 0) at = Math.round(mid);
  const t = s.start + ((s.end - s.start) * at) / s.text.length;
  const left = s.text.slice(0, at).trim();
  const right = s.text.slice(at).trim();
  return [...splitLong({ start: s.start, end: t, text: left }), ...splitLong({ start: t, end: s.end, text: right })];
}

/**
 * Turns caption or speech-to-text cues into transcript sentences: cues merge until a sentence
 * ends (or a long pause, or too long without punctuation), cues holding several sentences split
 * with their time shared by characters, over-long sentences split; then timings are clamped so they
 * never overlap or run backwards, and empty text is dropped.
 */
export function cuesToSentences(cues: Cue[], language: Language): Cue[] {
  const ordered = cues
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => Number.isFinite(c.start) && Number.isFinite(c.end))
    .sort((a, b) => a.c.start - b.c.start || a.i - b.i)
    .map(({ c }) => ({ start: Math.max(0, c.start), end: Math.max(0, c.start, c.end), text: c.text }));
  const soft = language === 'Simplified_Chinese' ? SOFT_MAX.cjk : SOFT_MAX.latin;

  const merged: Cue[] = [];
  let cur: Cue | null = null;
  const flush = () => {
    if (cur && cur.text.trim()) merged.push(cur);
    cur = null;
  };
  for (const cue of ordered) {
    const pieces = piecesOf(cue);
    pieces.forEach((p, k) => {
      if (cur && k === 0 && (p.start - cur.end > PAUSE_SEC || cur.text.length >= soft)) flush();
      cur = cur ? { start: cur.start, end: Math.max(cur.end, p.end), text: join(cur.text, p.text) } : { start: p.start, end: p.end, text: p.text };
      if (p.ends) flush();
    });
  }
  flush();

  const out: Cue[] = [];
  let prevEnd = 0;
  for (const s of merged.flatMap(splitLong)) {
    const text = s.text.trim();
    if (!text) continue;
    const start = Math.max(round(s.start), prevEnd);
    const end = Math.max(round(s.end), start);
    out.push({ start, end, text });
    prevEnd = end;
  }
  return out;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
