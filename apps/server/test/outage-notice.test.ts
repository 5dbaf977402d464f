import { describe, expect, it } from 'vitest';
import { OutageNotice } from '../src/adapters/outage';

function logger() {
  const lines: string[] = [];
  const log = { warn: (_o: unknown, m: string) => lines.push(m), info: (_o: unknown, m: string) => lines.push(m) };
  return { lines, log: log as never };
}

describe('an outage is logged once when it begins and once when it ends', () => {
  it('says nothing more for further failures, and ends with the first success', () => {
    const { lines, log } = logger();
    const n = new OutageNotice(log, 'database');
    n.failed(new Error('x'), 'the job queue waits and retries');
    n.failed(new Error('x'), 'the job queue waits and retries');
    expect(n.down).toBe(true);
    n.recovered();
    n.recovered();
    expect(lines).toEqual(['database unavailable: the job queue waits and retries', 'database is back']);
  });

  it('a success of an operation that started before the failure was noted does not end the outage', () => {
    const { lines, log } = logger();
    const n = new OutageNotice(log, 'database');
    const early = n.begin(); // a tick's query that finished as the database went away
    n.failed(new Error('x'), 'the job queue waits and retries');
    n.recovered(early);
    expect(n.down).toBe(true);
    n.failed(new Error('x'), 'the job queue waits and retries');
    const late = n.begin();
    n.recovered(late);
    expect(n.down).toBe(false);
    expect(lines).toEqual(['database unavailable: the job queue waits and retries', 'database is back']);
  });
});
