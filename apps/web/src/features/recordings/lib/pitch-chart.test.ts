import { describe, expect, it } from 'vitest';
import { syllableSegments } from './pitch-chart';

/** A contour of syllables (frames each) at a level pitch, with a loudness dip at every join. */
function contour(lengths: number[], pitch = 10) {
  const values: (number | null)[] = [null, null];
  const energy: number[] = [-80, -80];
  lengths.forEach((n, i) => {
    for (let f = 0; f < n; f++) {
      values.push(pitch + i);
      energy.push(f === 0 || f === n - 1 ? -40 : -12);
    }
  });
  values.push(null, null);
  energy.push(-80, -80);
  return { values, energy };
}

describe('syllableSegments', () => {
  it('places the native syllables by their own lengths, on 0..1', () => {
    const { segments, ranges } = syllableSegments(contour([20, 60, 20]), [1, 2, 4]);
    expect(segments.map((s) => s.tone)).toEqual([1, 2, 4]);
    expect(ranges[0]!.x0).toBe(0);
    expect(ranges[2]!.x1).toBe(1);
    // The long middle syllable takes about 60 % of the line.
    expect(ranges[1]!.x1 - ranges[1]!.x0).toBeGreaterThan(0.5);
  });

  it("stretches the learner's syllables over the native ones, whatever the learner's pace", () => {
    const native = syllableSegments(contour([20, 60, 20]), [1, 2, 4]);
    const mine = syllableSegments(contour([40, 40, 40], 12), [1, 2, 4], native.ranges);
    expect(mine.ranges).toEqual(native.ranges);
    mine.segments.forEach((s, i) => {
      const xs = s.points.flat().map((p) => p.x);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(native.ranges[i]!.x0 - 1e-9);
      expect(Math.max(...xs)).toBeLessThanOrEqual(native.ranges[i]!.x1 + 1e-9);
    });
  });

  it('a voice with no pitch draws nothing', () => {
    expect(syllableSegments({ values: [null, null], energy: [-80, -80] }, [1]).segments).toEqual([]);
  });
});
