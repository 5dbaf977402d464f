import { describe, expect, it } from 'vitest';
import { pitchContour, PITCH_RATE } from './pitch';
import { alignSyllables, equalSpans, voicedStretch } from './syllable-align';

/**
 * A synthetic sentence: voiced syllables of given lengths (ms) and pitches, each swelling and fading
 * like a spoken syllable, run together with no silence between them (a dip of loudness only).
 */
function sentence(syllables: { ms: number; from: number; to: number }[], leadMs = 150) {
  const rate = PITCH_RATE;
  const parts: number[] = new Array(Math.round((leadMs * rate) / 1000)).fill(0);
  const bounds: number[] = [];
  let phase = 0;
  for (const s of syllables) {
    bounds.push(parts.length / rate);
    const n = Math.round((s.ms * rate) / 1000);
    for (let i = 0; i < n; i++) {
      const hz = s.from + ((s.to - s.from) * i) / n;
      phase += (2 * Math.PI * hz) / rate;
      // Rises over its first fifth, falls over its last fifth, to a tenth of its loudness at the joins.
      const edge = Math.min(i, n - 1 - i) / (n / 5);
      const env = 0.1 + 0.9 * Math.min(1, edge) ** 2;
      parts.push(env * (0.5 * Math.sin(phase) + 0.2 * Math.sin(2 * phase)));
    }
  }
  bounds.push(parts.length / rate);
  parts.push(...new Array(Math.round((leadMs * rate) / 1000)).fill(0));
  return { samples: Float32Array.from(parts), bounds };
}

/** The largest distance (ms) between the spans' inner cuts and the true joins. */
function worstCutMs(spans: { start: number; end: number }[], bounds: number[], hopMs: number) {
  const cuts = spans.slice(1).map((s) => s.start * hopMs + 20); // a frame's middle: 40 ms frames
  return Math.max(...cuts.map((c, i) => Math.abs(c - bounds[i + 1]! * 1000)));
}

describe('alignSyllables', () => {
  const uneven = [
    { ms: 140, from: 220, to: 220 },
    { ms: 380, from: 180, to: 260 },
    { ms: 170, from: 200, to: 170 },
    { ms: 450, from: 300, to: 170 },
    { ms: 210, from: 230, to: 230 },
  ];

  it('finds the joins of syllables of uneven length where equal parts miss them', () => {
    const { samples, bounds } = sentence(uneven);
    const c = pitchContour(samples);
    const aligned = alignSyllables(c, uneven.length);
    expect(aligned).toHaveLength(5);
    expect(worstCutMs(aligned, bounds, c.hop_ms)).toBeLessThanOrEqual(40);
    // The same sentence cut into equal parts is off by far more: the test can tell them apart.
    expect(worstCutMs(equalSpans(voicedStretch(c.values)!, 5), bounds, c.hop_ms)).toBeGreaterThan(100);
  });

  it('covers the voiced stretch with consecutive spans, in order', () => {
    const { samples } = sentence(uneven);
    const c = pitchContour(samples);
    const spans = alignSyllables(c, 5);
    const stretch = voicedStretch(c.values)!;
    expect(spans[0]!.start).toBe(stretch.start);
    expect(spans.at(-1)!.end).toBe(stretch.end);
    spans.forEach((s, i) => {
      expect(s.end).toBeGreaterThan(s.start);
      if (i) expect(s.start).toBe(spans[i - 1]!.end);
    });
  });

  it('without loudness, or with more syllables than the voice can hold, cuts equal parts', () => {
    const values = [null, 1, 1, 1, 1, 1, 1, 1, 1, null];
    expect(alignSyllables({ values }, 2)).toEqual([
      { start: 1, end: 5 },
      { start: 5, end: 9 },
    ]);
    expect(alignSyllables({ values, energy: values.map(() => -20) }, 4)).toEqual(equalSpans({ start: 1, end: 9 }, 4));
  });

  it('no voice, no syllables; one syllable is the whole stretch', () => {
    expect(alignSyllables({ values: [null, null], energy: [-80, -80] }, 3)).toEqual([]);
    expect(alignSyllables({ values: [null, 2, 3, null], energy: [-80, -10, -10, -80] }, 1)).toEqual([{ start: 1, end: 3 }]);
  });
});
