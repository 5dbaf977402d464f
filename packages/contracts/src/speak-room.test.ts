import { describe, expect, it } from 'vitest';
import { positionAt, timelineOf } from './speak-room';

const MIN = 60_000;
const start = Date.UTC(2026, 10, 25, 10, 0, 0);

describe('the room timeline (spec 02 §4)', () => {
  it('a debate: 10 / 3 / 3 / 15 / 3 / 3 / 6 minutes, then two minutes of results: 45 in all', () => {
    const steps = timelineOf('debate', start, 45);
    expect(steps.map((s) => [s.key, (s.ends_at - s.starts_at) / MIN, s.floor])).toEqual([
      ['opening', 10, 'all'],
      ['round1_prop', 3, 'prop'],
      ['round1_opp', 3, 'opp'],
      ['round2_free', 15, 'all'],
      ['round3_prop', 3, 'prop'],
      ['round3_opp', 3, 'opp'],
      ['judges_voting', 6, 'judges'],
      ['results', 2, 'none'],
    ]);
    expect(steps.at(-1)!.ends_at - start).toBe(45 * MIN);
  });

  it('a role play: 10 minutes of play and 5 of the judges’ summary; a mini talk: the talk and its last minute', () => {
    expect(timelineOf('role_play', start, 15).map((s) => [s.key, (s.ends_at - s.starts_at) / MIN])).toEqual([
      ['play', 10],
      ['judges_summary', 5],
    ]);
    expect(timelineOf('mini_debate', start, 30).map((s) => [s.key, (s.ends_at - s.starts_at) / MIN])).toEqual([
      ['talk', 29],
      ['last_minute', 1],
    ]);
  });

  it.each([
    [-5 * MIN, { phase: 'before', starts_in_ms: 5 * MIN }],
    [0, { phase: 'running', index: 0, remaining_ms: 10 * MIN, warning: false }],
    [10 * MIN + 30_000, { phase: 'running', index: 1, remaining_ms: 150_000, warning: false }],
    [44 * MIN, { phase: 'running', index: 7, remaining_ms: MIN, warning: true }],
    [44 * MIN - 1, { phase: 'running', index: 7, remaining_ms: MIN + 1, warning: false }],
    [45 * MIN, { phase: 'ended' }],
  ])('a debate %d ms after its start', (offset, expected) => {
    expect(positionAt(timelineOf('debate', start, 45), start + offset)).toMatchObject(expected);
  });

  it('the role play warns one minute before its end', () => {
    const steps = timelineOf('role_play', start, 15);
    expect(positionAt(steps, start + 14 * MIN)).toMatchObject({ phase: 'running', warning: true });
    expect(positionAt(steps, start + 13 * MIN)).toMatchObject({ phase: 'running', warning: false });
  });
});
