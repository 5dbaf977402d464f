import { describe, expect, it } from 'vitest';
import { periodOf as contractPeriod } from '@lingbridge/contracts/learning';
import { periodOf } from '@lingbridge/contracts/learning-periods';
import { namePage } from './pages';
import * as t from './tracker';

const at = (h: number, m = 0, s = 0) => new Date(2026, 10, 25, h, m, s).getTime();
const article = namePage('/article/12');
const watch = namePage('/videoplayer', '?v=7');

describe('time-of-day periods (spec 01 §4)', () => {
  it.each([
    [0, 'Night'],
    [4, 'Night'],
    [5, 'Morning'],
    [11, 'Morning'],
    [12, 'Afternoon'],
    [16, 'Afternoon'],
    [17, 'Evening'],
    [20, 'Evening'],
    [21, 'Night'],
    [23, 'Night'],
  ])('%i h is %s', (hour, period) => {
    expect(periodOf(hour)).toBe(period);
    expect(contractPeriod(hour)).toBe(period);
  });
});

describe('named pages', () => {
  it.each([
    ['/', '', { page: 'home', feature: 'other', ref: '' }],
    ['/article/12', '', { page: 'article', feature: 'read', ref: '12' }],
    ['/free-article/3', '', { page: 'article', feature: 'read', ref: '3' }],
    ['/read', '', { page: 'read', feature: 'read', ref: '' }],
    ['/article-quiz/9', '', { page: 'articleQuiz', feature: 'quiz', ref: '9' }],
    ['/videoplayer', '?v=7', { page: 'videoplayer', feature: 'watch', ref: '7' }],
    ['/videoplayer', '?v=x;drop', { page: 'videoplayer', feature: 'watch', ref: '' }],
    ['/user/vocabulary/flipcard', '', { page: 'flipcard', feature: 'vocabulary', ref: '' }],
    ['/user/watch/sentencelist', '', { page: 'sentencelist', feature: 'vocabulary', ref: '' }],
    ['/user/quiz/4/5', '', { page: 'myQuiz', feature: 'quiz', ref: '4' }],
    ['/user/center', '', { page: 'user.center', feature: 'other', ref: '' }],
    ['/speak', '', { page: 'speak', feature: 'speak', ref: '' }],
  ])('%s%s', (path, search, named) => expect(namePage(path, search)).toEqual(named));
});

describe('the tracker (spec 01 §3)', () => {
  it('a visit on entering, the elapsed time on leaving', () => {
    const s = t.emptyState();
    t.enter(s, article, at(9));
    expect(s.pages.article).toEqual({ visitCount: 1, totalTime: 0, lastEntryTime: at(9) });
    t.enter(s, watch, at(9, 2));
    expect(s.pages.article!.totalTime).toBe(120_000);
    t.leave(s, at(9, 3));
    expect(s.pages.videoplayer).toEqual({ visitCount: 1, totalTime: 60_000, lastEntryTime: at(9, 2) });
    expect(s.timeOfDay).toEqual([
      { timestamp: at(9), period: 'Morning' },
      { timestamp: at(9, 2), period: 'Morning' },
    ]);
    const batch = t.takeBatch(s);
    expect(batch).toEqual([
      { day: '2026-11-25', period: 'Morning', page: 'article', ref: '12', feature: 'read', visits: 1, seconds: 120, clicks: 0 },
      { day: '2026-11-25', period: 'Morning', page: 'videoplayer', ref: '7', feature: 'watch', visits: 1, seconds: 60, clicks: 0 },
    ]);
    expect(t.takeBatch(s)).toEqual([]);
  });

  it('a hidden tab does not count', () => {
    const s = t.emptyState();
    t.enter(s, article, at(13));
    t.hide(s, at(13, 1));
    t.show(s, at(13, 31));
    t.leave(s, at(13, 32));
    expect(s.pages.article!.totalTime).toBe(2 * 60_000);
  });

  it('a page entered while hidden counts from when it is shown', () => {
    const s = t.emptyState();
    t.enter(s, article, at(13), false);
    t.checkpoint(s, at(13, 5));
    expect(s.pages.article!.totalTime).toBe(0);
    t.show(s, at(13, 5));
    t.leave(s, at(13, 6));
    expect(s.pages.article!.totalTime).toBe(60_000);
  });

  it('time goes to the period it was spent in, across a boundary', () => {
    const s = t.emptyState();
    t.enter(s, article, at(11, 59));
    t.checkpoint(s, at(12, 0));
    t.leave(s, at(12, 2));
    expect(t.takeBatch(s).map((l) => [l.period, l.seconds, l.visits])).toEqual([
      ['Morning', 60, 1],
      ['Afternoon', 120, 0],
    ]);
  });

  it('a sleeping device counts five minutes at most', () => {
    const s = t.emptyState();
    t.enter(s, article, at(20));
    t.leave(s, at(23));
    expect(s.pages.article!.totalTime).toBe(t.MAX_SLICE_MS);
  });

  it('clicks count per feature; milliseconds carry to the next batch', () => {
    const s = t.emptyState();
    t.enter(s, watch, at(18));
    t.click(s, at(18, 0, 1));
    t.click(s, at(18, 0, 2));
    t.checkpoint(s, at(18, 0, 1.5));
    expect(s.clicks).toEqual({ watch: 2 });
    expect(t.takeBatch(s)).toEqual([
      { day: '2026-11-25', period: 'Evening', page: 'videoplayer', ref: '7', feature: 'watch', visits: 1, seconds: 1, clicks: 2 },
    ]);
    t.leave(s, at(18, 0, 2));
    expect(t.takeBatch(s)[0]!.seconds).toBe(1);
  });

  it("a batch that could not be sent is put back; a visitor's is dropped", () => {
    const s = t.emptyState();
    t.enter(s, article, at(9));
    t.leave(s, at(9, 1));
    const b = t.takeBatch(s);
    t.putBack(s, b);
    expect(t.takeBatch(s)).toEqual(b);
    t.putBack(s, b);
    t.dropPending(s);
    expect(t.takeBatch(s)).toEqual([]);
    expect(s.pages.article!.visitCount).toBe(1);
  });

  it('keeps the newest time-of-day entries and reads a broken store as empty', () => {
    const s = t.emptyState();
    for (let i = 0; i < t.TIME_OF_DAY_KEPT + 5; i += 1) t.enter(s, article, at(9) + i);
    expect(s.timeOfDay).toHaveLength(t.TIME_OF_DAY_KEPT);
    expect(s.timeOfDay[0]!.timestamp).toBe(at(9) + 5);
    expect(t.parseState('{oops')).toEqual(t.emptyState());
    expect(t.parseState(JSON.stringify({ pages: 1 }))).toEqual(t.emptyState());
  });
});
