import { describe, expect, it } from 'vitest';
import { markedToNumbered, numberedReadingToMarked, numberedToMarked, splitToneMark, TONE_COLORS, tonesOf } from './pinyin.js';

describe('numberedToMarked', () => {
  it.each([
    ['ma1', 'mā'],
    ['ma2', 'má'],
    ['ma3', 'mǎ'],
    ['ma4', 'mà'],
    ['ma5', 'ma'],
    ['ma', 'ma'],
    ['hao3', 'hǎo'],
    ['gou3', 'gǒu'],
    ['xue2', 'xué'],
    ['gui4', 'guì'],
    ['liu2', 'liú'],
    ['lu:4', 'lǜ'],
    ['nv3', 'nǚ'],
    ['lüe4', 'lüè'],
    ['er2', 'ér'],
    ['Zhong1', 'Zhōng'],
    ['r5', 'r'],
  ])('%s → %s', (numbered, marked) => {
    expect(numberedToMarked(numbered)).toBe(marked);
  });
});

describe('splitToneMark / markedToNumbered', () => {
  it.each([
    ['zhǎng', 'zhang', 3],
    ['háng', 'hang', 2],
    ['de', 'de', 5],
    ['lǜ', 'lü', 4],
    ['yī', 'yi', 1],
  ] as const)('%s → %s%i', (marked, base, tone) => {
    expect(splitToneMark(marked)).toEqual({ base, tone });
  });

  it('round-trips readings', () => {
    for (const r of ['yin2 hang2', 'jue2 de5', 'zhang3 da4', 'nü3 er2', 'tu2 shu1 guan3']) {
      expect(markedToNumbered(numberedReadingToMarked(r))).toBe(r);
    }
  });

  it('leaves punctuation alone', () => {
    expect(markedToNumbered('nǐ hǎo ，')).toBe('ni3 hao3 ，');
  });
});

describe('tones', () => {
  it('reads tone numbers, neutral as 5', () => {
    expect(tonesOf('jue2 de5')).toEqual([2, 5]);
    expect(tonesOf('yi1 dian3 r5')).toEqual([1, 3, 5]);
  });

  it('maps tones to the reader colours', () => {
    expect(TONE_COLORS).toEqual({ 1: 'red', 2: 'orange', 3: 'green', 4: 'blue', 5: 'grey' });
    expect(Object.isFrozen(TONE_COLORS)).toBe(true);
  });
});
