import { YIN } from 'pitchfinder';

/**
 * Pitch contours for the tones-as-pitch view (decision 0104): YIN (pitchfinder) over short frames,
 * in semitones so a child's voice and an adult's compare by shape, smoothed, and split into the
 * sentence's syllables. Pure: the server runs it on the native recording, the browser on the learner's.
 */

/** Analysis rate: speech pitch (75–500 Hz) needs no more, and YIN's cost grows with the frame. */
export const PITCH_RATE = 16_000;
export const HOP_MS = 10;
const FRAME = 640; // 40 ms at 16 kHz: two periods of a 50 Hz voice
const MIN_HZ = 70;
const MAX_HZ = 500;
const REF_HZ = 55;

/** Semitones per frame (null: no voice), and each frame's loudness in dB (for finding syllables). */
export type Contour = { hop_ms: number; values: (number | null)[]; energy?: number[] };

const rms = (f: Float32Array) => Math.sqrt(f.reduce((s, x) => s + x * x, 0) / f.length);

/** Semitones above 55 Hz for each 10 ms frame; null where there is no voice (silence, noise, out of range). */
export function pitchContour(samples: Float32Array, sampleRate = PITCH_RATE, hopMs = HOP_MS): Contour {
  const detect = YIN({ sampleRate, threshold: 0.1, probabilityThreshold: 0.1 });
  const hop = Math.max(1, Math.round((sampleRate * hopMs) / 1000));
  const frame = Math.round((FRAME * sampleRate) / PITCH_RATE);
  const loudest = samples.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
  const gate = Math.max(0.01, loudest * 0.05);
  const values: (number | null)[] = [];
  const energy: number[] = [];
  for (let at = 0; at + frame <= samples.length; at += hop) {
    const f = samples.subarray(at, at + frame);
    // Loudness of the frame's middle 20 ms: sharp enough to see the dip between two syllables.
    const middle = rms(f.subarray(frame >> 2, frame - (frame >> 2)));
    energy.push(Math.round(20 * Math.log10(middle + 1e-6) * 10) / 10);
    if (rms(f) < gate) {
      values.push(null);
      continue;
    }
    const hz = detect(f);
    values.push(hz && hz >= MIN_HZ && hz <= MAX_HZ ? 12 * Math.log2(hz / REF_HZ) : null);
  }
  return { hop_ms: hopMs, values: smooth(values), energy };
}

/** A 5-frame median over voiced frames: YIN's octave jumps on single frames disappear; gaps stay gaps. */
export function smooth(values: (number | null)[], width = 5): (number | null)[] {
  const half = Math.floor(width / 2);
  return values.map((v, i) => {
    if (v === null) return null;
    const near = values.slice(Math.max(0, i - half), i + half + 1).filter((x): x is number => x !== null);
    near.sort((a, b) => a - b);
    return near[Math.floor(near.length / 2)]!;
  });
}

/** The contour relative to the speaker's own median, so two voices are compared by their tones' shapes. */
export function normalize(values: (number | null)[]): (number | null)[] {
  const voiced = values.filter((x): x is number => x !== null).sort((a, b) => a - b);
  if (!voiced.length) return values;
  const median = voiced[Math.floor(voiced.length / 2)]!;
  return values.map((v) => (v === null ? null : v - median));
}
