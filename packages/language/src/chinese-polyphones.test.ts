import { beforeAll, describe, expect, it } from 'vitest';
import { annotateChinese, chinese, readingOfSpan } from './chinese.js';

beforeAll(() => chinese.warmUp(), 60_000);

/** Numbered reading of the `nth` occurrence of `ch` in `text`, read in its sentence. */
function syllable(text: string, ch: string, nth = 0): string {
  let at = -1;
  for (let k = 0; k <= nth; k++) at = text.indexOf(ch, at + 1);
  return readingOfSpan(annotateChinese(text), at, at + ch.length);
}

const readingOf = (text: string, word: string) => annotateChinese(text).find((t) => t.text === word)?.reading;

describe('polyphones decided by grammar, wherever the segmenter cut', () => {
  it('reads a modal particle that closes a clause in the neutral tone, but not the end of a word of its own', () => {
    expect(syllable('他走啦！', '啦')).toBe('la5');
    expect(syllable('快来哟！', '哟')).toBe('yo5');
    expect(syllable('就这样咯。', '咯')).toBe('lo5');
    expect(syllable('门外哗啦一声。', '啦')).toBe('la1');
    expect(syllable('哎哟！', '哟')).toBe('yo1');
    expect(syllable('啦啦啦，我们唱歌。', '啦', 2)).toBe('la1');
  });

  it('reads 什 as shén only in 什么', () => {
    expect(syllable('你说什么？', '什')).toBe('shen2');
    expect(syllable('他住在卡什加镇。', '什')).toBe('shi2');
    expect(syllable('他买了一盒什锦糖。', '什')).toBe('shi2');
  });

  it('reads 咳 as the interjection hāi only where it opens a clause alone', () => {
    expect(syllable('咳，真没想到。', '咳')).toBe('hai1');
    expect(syllable('他止不住地咳血。', '咳')).toBe('ke2');
    expect(syllable('这是一种治咳的药。', '咳')).toBe('ke2');
  });

  it('reads 似 as sì where it ends 类似 / 相似, even when the segmenter glued 似的', () => {
    expect(syllable('这里有三种类似的方法。', '似')).toBe('si4');
    expect(syllable('两种相似的东西。', '似')).toBe('si4');
    expect(readingOf('他像猫似的跳上桌子。', '似的')).toBe('shì de');
  });

  it('prefers a reading of general use to one the dictionary marks as dialect (圩 wéi "dike", not xū "fair")', () => {
    expect(syllable('村外修了一道圩。', '圩')).toBe('wei2');
  });

  it('reads a lone character whose only free reading is a surname as the surname (缪 Miào), and keeps its bound reading in its word', () => {
    expect(syllable('后来，缪表示反对。', '缪')).toBe('miao4');
    expect(syllable('我们要未雨绸缪。', '缪')).toBe('mou2');
  });

  it('reads 肖 as Xiāo in a transliterated name, and xiào "alike" in words', () => {
    expect(readingOf('肖尔曼来到了北京。', '肖尔曼')).toBe('xiāo ěr màn');
    expect(syllable('他画了一幅肖像。', '肖')).toBe('xiao4');
  });
});

describe('words the dictionary lists with and without a neutral tone, for two meanings', () => {
  it.each([
    ['这片土地很肥沃。', '土地', 'tǔ dì'],
    ['她老公在医院上班。', '老公', 'lǎo gōng'],
    ['冷战结束以后，两国恢复了来往。', '冷战', 'lěng zhàn'],
    ['我买了很多东西。', '东西', 'dōng xi'],
    ['他告诉我一个故事。', '告诉', 'gào su'],
  ])('%s: %s → %s', (text, word, reading) => {
    expect(readingOf(text, word)).toBe(reading);
  });
});

describe('one reading per text for a rare character', () => {
  it('gives a rare character outside any word the reading a word of the same text gives it', () => {
    expect(syllable('唐朝与吐蕃交战，蕃军退走。', '蕃', 1)).toBe('bo1');
    expect(syllable('朴槿惠访问日本，朴表示满意。', '朴', 1)).toBe('piao2');
  });

  it('keeps the reading alone without such a word, and leaves frequent characters to their context', () => {
    expect(syllable('蕃军退走。', '蕃')).toBe('fan1');
    expect(syllable('他在银行工作，行不行？', '行', 1)).toBe('xing2');
    // A neutral tone is the word's: 骆驼 luò tuo does not make 驼 toneless elsewhere.
    expect(syllable('骆驼和双峰驼都耐旱。', '驼', 1)).toBe('tuo2');
  });
});
