import { describe, expect, it } from 'vitest';
import { normalize, pitchContour, PITCH_RATE, smooth } from './pitch';

/** A tone gliding from `from` to `to` Hz over `seconds` (a rising second tone, a falling fourth). */
function glide(from: number, to: number, seconds: number, rate = PITCH_RATE) {
  const n = Math.round(seconds * rate);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const hz = from + ((to - from) * i) / n;
    phase += (2 * Math.PI * hz) / rate;
    out[i] = 0.5 * Math.sin(phase) + 0.2 * Math.sin(2 * phase);
  }
  return out;
}

const semitones = (hz: number) => 12 * Math.log2(hz / 55);
const voiced = (v: (number | null)[]) => v.filter((x): x is number => x !== null);

describe('pitchContour (YIN)', () => {
  it.each([
    ['a level first tone at 220 Hz', 220, 220],
    ['a rising second tone, 180 → 260 Hz', 180, 260],
    ['a falling fourth tone, 300 → 170 Hz', 300, 170],
  ])('%s: every voiced frame within 0.6 semitone of the voice at that moment', (_name, from, to) => {
    const seconds = 0.5;
    const c = pitchContour(glide(from, to, seconds));
    expect(voiced(c.values).length).toBeGreaterThan(30);
    c.values.forEach((v, i) => {
      if (v === null) return;
      // The frame's middle (40 ms frames every 10 ms).
      const t = (i * c.hop_ms + 20) / 1000;
      expect(Math.abs(v - semitones(from + ((to - from) * t) / seconds))).toBeLessThan(0.6);
    });
  });

  it('a quiet pure tone (no harmonics) is found, not taken for a high squeak', () => {
    const n = PITCH_RATE / 2;
    const quiet = Float32Array.from({ length: n }, (_, i) => 0.125 * Math.sin((2 * Math.PI * 220 * i) / PITCH_RATE));
    const v = voiced(pitchContour(quiet).values);
    expect(v.length).toBeGreaterThan(30);
    for (const x of v) expect(Math.abs(x - semitones(220))).toBeLessThan(0.3);
  });

  it('silence is unvoiced: null frames, not a pitch', () => {
    const c = pitchContour(new Float32Array(PITCH_RATE / 2));
    expect(voiced(c.values)).toEqual([]);
  });
});

describe('contour helpers', () => {
  it('smooth removes a single-frame octave jump and keeps gaps', () => {
    expect(smooth([10, 10, 22, 10, 10, null, 10])).toEqual([10, 10, 10, 10, 10, null, 10]);
  });
  it('normalize centres on the median', () => {
    expect(normalize([1, 2, null, 3])).toEqual([-1, 0, null, 1]);
  });
});
