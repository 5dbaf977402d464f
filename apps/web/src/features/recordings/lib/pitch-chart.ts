import { normalize, type Contour } from '@lingbridge/language/pitch';
import { alignSyllables } from '@lingbridge/language/syllable-align';

export type Point = { x: number; y: number };
export type Segment = { tone: number; points: Point[][] };

/** Semitones around the speaker's median that the chart shows. */
export const RANGE = 9;

/**
 * Places frames [from, to) of a contour on x in [x0, x1] and −RANGE..RANGE semitones (y), as runs
 * of consecutive voiced frames (a gap in the voice is a gap in the line).
 */
function runs(values: (number | null)[], from: number, to: number, x0: number, x1: number): Point[][] {
  const out: Point[][] = [];
  let run: Point[] = [];
  const width = Math.max(1, to - from);
  for (let i = from; i < to; i++) {
    const v = values[i];
    if (v === null || v === undefined) {
      if (run.length) out.push(run);
      run = [];
      continue;
    }
    run.push({ x: x0 + ((x1 - x0) * (i - from)) / width, y: Math.max(-RANGE, Math.min(RANGE, v)) });
  }
  if (run.length) out.push(run);
  return out;
}

/** Where each syllable sits on 0..1: its share of the voiced stretch. */
export type Ranges = { x0: number; x1: number }[];

/**
 * A contour as one segment per syllable (with its tone). The syllables are found in its own voice
 * (`alignSyllables`). Without `ranges` each syllable takes its own share of the stretch (the native
 * reading); with them, syllable i is stretched onto range i, so the learner's syllables sit over the
 * native ones even when read at another pace.
 */
export function syllableSegments(contour: Pick<Contour, 'values' | 'energy'>, tones: number[], ranges?: Ranges): { segments: Segment[]; ranges: Ranges } {
  const values = normalize(contour.values);
  const spans = alignSyllables({ values, energy: contour.energy }, Math.max(1, tones.length));
  if (!spans.length) return { segments: [], ranges: [] };
  const first = spans[0]!.start;
  const span = Math.max(1, spans[spans.length - 1]!.end - first);
  const own = spans.map((s) => ({ x0: (s.start - first) / span, x1: (s.end - first) / span }));
  const place = ranges?.length === spans.length ? ranges : own;
  const segments = spans.map((s, i) => ({ tone: tones[i] ?? 5, points: runs(values, s.start, s.end, place[i]!.x0, place[i]!.x1) }));
  return { segments, ranges: place };
}
