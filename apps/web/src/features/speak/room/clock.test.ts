import { describe, expect, it } from 'vitest';
import { clockOffset, mmss } from './clock';

describe('room clock', () => {
  it('formats mm:ss, rounding up the last second, and h:mm:ss from an hour', () => {
    expect(mmss(0)).toBe('00:00');
    expect(mmss(-5000)).toBe('00:00');
    expect(mmss(59_001)).toBe('01:00');
    expect(mmss(120_000)).toBe('02:00');
    expect(mmss(90 * 60_000 + 5000)).toBe('1:30:05');
  });

  it('the offset is the server’s clock minus the browser’s when the answer came', () => {
    expect(clockOffset(1_000_000, 400_000)).toBe(600_000);
    expect(clockOffset(400_000, 1_000_000)).toBe(-600_000);
  });
});
