import { beforeEach, describe, expect, it } from 'vitest';
import { namePage } from './pages';
import { createTracker, TRACKER_KEY } from './runtime';

let clock = new Date(2026, 10, 25, 9).getTime();
const now = () => clock;

describe('the tracker in a tab', () => {
  beforeEach(() => window.localStorage.removeItem(TRACKER_KEY));

  it("sends a signed-in learner's lines, and keeps them when the network is away", async () => {
    const sent: string[] = [];
    let status = 0;
    const tr = createTracker({ signedIn: () => true, now, send: async (body) => (sent.push(body), status) });
    tr.enter(namePage('/article/5'));
    clock += 90_000;
    await tr.flush();
    expect(tr.state().pending).not.toEqual({});
    status = 200;
    await tr.flush();
    expect(JSON.parse(sent[1]!).entries).toEqual([
      { day: '2026-11-25', period: 'Morning', page: 'article', ref: '5', feature: 'read', visits: 1, seconds: 90, clicks: 0 },
    ]);
    expect(tr.state().pending).toEqual({});
    expect(tr.state().pages.article!.visitCount).toBe(1);
  });

  it('a batch the server refuses (4xx) is not sent again', async () => {
    let calls = 0;
    const tr = createTracker({ signedIn: () => true, now, send: async () => (calls++, 429) });
    tr.enter(namePage('/read'));
    clock += 10_000;
    await tr.flush();
    await tr.flush();
    expect(calls).toBe(1);
  });

  it("a visitor's activity stays in the browser: totals kept, nothing sent", async () => {
    let calls = 0;
    const tr = createTracker({ signedIn: () => false, now, send: async () => (calls++, 200) });
    tr.enter(namePage('/videoplayer', '?v=3'));
    clock += 30_000;
    tr.leave();
    await tr.flush();
    expect(calls).toBe(0);
    expect(tr.state().pages.videoplayer!.totalTime).toBe(30_000);
    expect(tr.state().pending).toEqual({});
  });

  it('two tabs add up in the shared store', () => {
    const a = createTracker({ signedIn: () => true, now });
    const b = createTracker({ signedIn: () => true, now });
    a.enter(namePage('/article/1'));
    b.enter(namePage('/article/2'));
    expect(a.state().pages.article!.visitCount).toBe(2);
  });
});
