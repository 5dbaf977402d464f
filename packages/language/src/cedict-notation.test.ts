import { describe, expect, it } from 'vitest';
import { chineseEntry } from './chinese.js';
import { renderReference, renderSense } from './cedict-notation.js';

describe('CC-CEDICT notation as a learner reads it', () => {
  it.each([
    ['see 什麼|什么[shen2 me5]', 'see 什么 shén me'],
    ['duty; obligation (CL:項|项[xiang4])', 'duty; obligation (measure word: 项 xiàng)'],
    ['CL:尊[zun1], 張|张[zhang1]', 'measure words: 尊 zūn, 张 zhāng'],
    ['(dialect) what (Taiwan pr. [shen2])', '(dialect) what (Taiwan pr. shén)'],
    ['variant of 綠|绿[lu:4]', 'variant of 绿 lǜ'],
    ['see also 了結|了结', 'see also 了结'],
    ['library', 'library'],
  ])('%s → %s', (raw, shown) => {
    expect(renderSense(raw)).toBe(shown);
  });

  it('renders our measure-word lists (simplified first) too', () => {
    expect(renderReference('个|個[ge4]')).toBe('个 gè');
    expect(renderReference('家[jia1]')).toBe('家 jiā');
  });

  it('leaves no raw notation in dictionary entries', () => {
    const e = chineseEntry('义务')!;
    expect(e.senses.join(' / ')).not.toMatch(/\||\[[a-z]+\d\]|CL:/);
    expect(e.classifiers).toEqual(['项 xiàng']);
  });
});
