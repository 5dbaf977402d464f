import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpeakingTally } from './speaking-tally';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SpeakingTally', () => {
  it('reports the time spoken in a step when the step changes and every 5 s, and keeps what could not be sent', () => {
    const sent: [string, number][] = [];
    let online = false;
    const tally = new SpeakingTally(
      (step, ms) => online && !!sent.push([step, ms]),
      () => true,
    );
    tally.setStep('opening');
    tally.start();
    tally.add(1200.4);
    vi.advanceTimersByTime(5_000); // offline: kept
    expect(sent).toEqual([]);
    online = true;
    tally.add(800);
    vi.advanceTimersByTime(5_000);
    expect(sent).toEqual([['opening', 2000]]);
    tally.add(300);
    tally.setStep('rebuttal');
    expect(sent.at(-1)).toEqual(['opening', 300]);
    tally.stop();
    tally.add(100);
    vi.advanceTimersByTime(20_000);
    expect(sent).toHaveLength(2);
  });

  it('sends nothing for a listener, before a step, or at most a minute at once', () => {
    const sent: number[] = [];
    let speaker = false;
    const tally = new SpeakingTally(
      (_s, ms) => !!sent.push(ms),
      () => speaker,
    );
    tally.add(500);
    tally.report();
    tally.setStep('free');
    tally.report();
    expect(sent).toEqual([]);
    speaker = true;
    tally.add(90_000);
    tally.report();
    expect(sent).toEqual([60_000]);
  });
});
