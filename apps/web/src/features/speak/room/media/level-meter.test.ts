import { describe, expect, it } from 'vitest';
import { loudestFrame, SPEAKING_LEVEL, windowFor } from './level-meter';

/** `ms` of audio at 48 kHz: silence, with a 400 Hz tone of amplitude `amp` from `from` for `len` ms. */
function audio(ms: number, from: number, len: number, amp = 0.3) {
  const rate = 48_000;
  const out = new Float32Array((rate * ms) / 1000);
  for (let i = Math.round((rate * from) / 1000); i < Math.round((rate * (from + len)) / 1000) && i < out.length; i++)
    out[i] = amp * Math.sin((2 * Math.PI * 400 * i) / rate);
  return out;
}

describe('the speaking level meter', () => {
  it('holds more than the 100 ms between two looks, so nothing said in between goes unheard', () => {
    expect(windowFor(48_000)).toBe(8192); // 171 ms
    expect(windowFor(44_100)).toBe(8192); // 186 ms
    expect(windowFor(16_000)).toBe(2048); // 128 ms
  });

  it('hears a short word anywhere in the window at its own loudness, and silence as silence', () => {
    // A 20 ms "yes" at the start, in the middle or at the end of 100 ms: the last 21 ms alone (the
    // meter's old look) heard it only at the end.
    for (const at of [0, 40, 80]) expect(loudestFrame(audio(100, at, 20))).toBeGreaterThan(SPEAKING_LEVEL * 5);
    expect(loudestFrame(audio(100, 0, 0))).toBe(0);
    expect(loudestFrame(audio(100, 0, 100, 0.01))).toBeLessThan(SPEAKING_LEVEL);
  });
});
