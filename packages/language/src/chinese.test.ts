import { beforeAll, describe, expect, it } from 'vitest';
import { annotateChinese, chineseEntry, lookupChineseAt, readingOfSpan } from './chinese.js';
import { chinese } from './chinese.js';

beforeAll(() => chinese.warmUp(), 60_000);

const readingOf = (text: string, word: string) => annotateChinese(text).find((t) => t.text === word)?.reading;

describe('annotateChinese: polyphones in context', () => {
  it.each([
    ['我长大了。', '长大', 'zhǎng dà'],
    ['他在银行工作。', '银行', 'yín háng'],
    ['行长来了。', '行长', 'háng zhǎng'],
    ['银行行长来了。', '行长', 'háng zhǎng'],
    ['你去还是我去？', '还是', 'hái shi'],
    ['我觉得很好。', '觉得', 'jué de'],
    ['他在睡觉。', '睡觉', 'shuì jiào'],
    ['这条路很长。', '长', 'cháng'],
    ['你得走了。', '得', 'děi'],
    ['我们一起去。', '一起', 'yì qǐ'],
    ['这不是我的。', '不是', 'bú shì'],
    ['我买了很多东西。', '东西', 'dōng xi'],
    ['一只猫', '只', 'zhī'],
    ['我只想休息。', '只', 'zhǐ'],
  ])('%s: %s → %s', (text, word, reading) => {
    expect(readingOf(text, word)).toBe(reading);
  });

  it('reads a personal name as a name: the surname by its surname reading, the given name by its ordinary one', () => {
    expect(readingOf('单田芳说评书。', '单田芳')).toBe('shàn tián fāng');
    expect(readingOf('区志明来了。', '区志明')).toBe('ōu zhì míng');
    expect(readingOf('毛泽覃还与毛泽东通信。', '毛泽覃')).toBe('máo zé tán');
    expect(readingOf('奉杨侗为潞国公。', '侗')).toBe('tóng');
    // Two characters the segmenter glued are not taken for a name; a dictionary word stays itself.
    expect(readingOf('他在查案。', '查案')).toBe('chá àn');
    expect(readingOf('其书法朴拙圆满。', '朴拙')).toBe('pǔ zhuō');
    expect(readingOf('他们是侗族人。', '侗族')).toBe('dòng zú');
  });

  it('reads transliterated names by their transliteration readings, and a Chinese name as Chinese', () => {
    expect(readingOf('茜茜染上了肺结核。', '茜茜')).toBe('xī xī');
    expect(readingOf('纪念塞西尔·博登。', '塞西尔')).toBe('sài xī ěr');
    expect(readingOf('李茜是我的同学。', '李茜')).toBe('lǐ qiàn');
    expect(readingOf('柏杨写了书。', '柏杨')).toBe('bǎi yáng');
  });

  it('reads 累 lěi before an office and 撒 sǎ where something lands', () => {
    const syllable = (text: string, ch: string) => readingOfSpan(annotateChinese(text), text.indexOf(ch), text.indexOf(ch) + 1);
    expect(syllable('累迁刑部侍郎。', '累')).toBe('lei3');
    expect(syllable('他太累了。', '累')).toBe('lei4');
    expect(syllable('骨灰撒在湖中。', '撒')).toBe('sa3');
    expect(syllable('他撒手不管。', '撒')).toBe('sa1');
    expect(syllable('他被钉十字架。', '钉')).toBe('ding4');
    expect(syllable('墙上有一颗钉。', '钉')).toBe('ding1');
    expect(syllable('燕王起兵。', '燕')).toBe('yan1');
    expect(syllable('屋檐下有燕窝。', '燕')).toBe('yan4');
    expect(syllable('压力传到椎弓。', '椎')).toBe('zhui1');
  });

  it('reads 汗 as "khan" at the end of a transliterated name', () => {
    expect(readingOf('他的儿子伊什木汗后来结婚。', '伊什木汗')).toBe('yī shí mù hán');
  });

  it('reads traditional text by its words', () => {
    const tokens = annotateChinese('他們在銀行工作。');
    expect(tokens.find((t) => t.text === '銀行')).toMatchObject({ reading: 'yín háng', key: '银行' });
    expect(tokens.find((t) => t.text === '他們')?.key).toBe('他们');
  });

  it('keeps names and numbers whole and finds unknown words (the HMM), without gluing ordinary words', () => {
    const words = (t: string) => annotateChinese(t).map((x) => x.text);
    expect(words('姜春云在１９９６年说')).toEqual(['姜春云', '在', '１９９６', '年', '说']);
    expect(words('海拔高度1,100米，面积2.5平方公里')).toEqual(expect.arrayContaining(['1,100米', '2.5平方公里']));
    expect(words('损失达四百五十万美元')).toContain('四百五十万美元');
    expect(words('共有3,400多名学生，第十一届')).toEqual(expect.arrayContaining(['3,400多名', '第十一']));
    expect(words('百家争鸣')).toEqual(['百家争鸣']);
    expect(words('努尔哈赤出城迎接')).toContain('努尔哈赤');
    expect(words('这条路很长。')).toEqual(expect.arrayContaining(['很', '长']));
  });

  it('reads the unit of a number with its unit (40分钟) and its key is the unit word', () => {
    const tokens = annotateChinese('全程耗时40分钟。');
    expect(tokens.find((t) => t.text === '40分钟')).toMatchObject({ reading: 'fēn zhōng', key: '分钟' });
    expect(readingOfSpan(tokens, 7, 8)).toBe('zhong1');
    // Tapping the token opens its unit's entry.
    const s = '全程耗时40分钟，买了３个苹果。';
    expect(chinese.lookupInSentence!('40分钟', s, 4, 'English')).toMatchObject({ text: '分钟', pronunciation: 'fēn zhōng' });
    expect(chinese.lookupInSentence!('３个', s, 11, 'English')).toMatchObject({ text: '个', pronunciation: 'gè' });
  });

  it('reads 蛤 as gé outside 蛤蟆 and 为 as wéi after a verb, wherever the word boundaries fall', () => {
    const read = (text: string, ch: string) => {
      const at = text.indexOf(ch);
      return readingOfSpan(annotateChinese(text), at, at + 1);
    };
    expect(read('这是帘蛤科的一种贝。', '蛤')).toBe('ge2');
    expect(read('池塘里有一只蛤蟆。', '蛤')).toBe('ha2');
    expect(read('后来被封为公爵。', '为')).toBe('wei2');
    expect(read('他为大家唱歌。', '为')).toBe('wei4');
  });

  it('reads a character outside any word by a meaning of its own, not a bound use, and an element as the element', () => {
    const read = (text: string, ch: string) => {
      const at = text.indexOf(ch);
      return readingOfSpan(annotateChinese(text), at, at + 1);
    };
    expect(read('其中包括镎、镅和锔。', '锔')).toBe('ju2');
    expect(read('各地仡佬族的语言', '仡')).toBe('ge1');
    expect(read('他把书藏起来了。', '藏')).toBe('cang2');
    expect(read('我们去收藏的地方。', '藏')).toBe('cang2');
  });

  it('looks up a word the dictionary lacks by its parts', () => {
    const e = chineseEntry('礼车')!;
    expect(e.pronunciation).toBe('lǐ chē');
    expect(e.senses.join(' / ')).toMatch(/礼 lǐ: .*\/ 车 chē: .*car/);
  });

  it('segments 银行行长 and 图书馆 as dictionary words', () => {
    const words = annotateChinese('银行行长去图书馆。').map((t) => t.text);
    expect(words).toContain('图书馆');
    expect(words.join('|')).toMatch(/银行\|行长|银行行长/);
  });
});

describe('annotateChinese: token shape', () => {
  const text = '我在图书馆看书，iPhone 15 很贵！\n第二行。';
  const tokens = annotateChinese(text);

  it('covers the text with exact UTF-16 offsets', () => {
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
    for (let i = 1; i < tokens.length; i++) expect(tokens[i].start).toBe(tokens[i - 1].end);
  });

  it('gives readings, numbered readings, tones, keys and glosses to Han words', () => {
    const lib = tokens.find((t) => t.text === '图书馆')!;
    expect(lib).toMatchObject({ reading: 'tú shū guǎn', readingNumbered: 'tu2 shu1 guan3', tones: [2, 1, 3], key: '图书馆', isWord: true });
    expect(lib.gloss).toContain('library');
  });

  it('marks punctuation as non-words and leaves Latin text without readings', () => {
    expect(tokens.find((t) => t.text === '，')).toMatchObject({ isWord: false });
    expect(tokens.find((t) => t.text === '，')?.reading).toBeUndefined();
    const latin = tokens.find((t) => t.text.includes('iPhone'))!;
    expect(latin.isWord).toBe(true);
    expect(latin.reading).toBeUndefined();
  });

  it('has one tone per syllable', () => {
    for (const t of tokens.filter((x) => x.reading)) expect(t.tones!.length).toBe(t.reading!.split(' ').length);
  });

  it('handles empty and very long text', () => {
    expect(annotateChinese('')).toEqual([]);
    const long = '我们一起去图书馆看书。'.repeat(1000);
    const many = annotateChinese(long);
    expect(many.at(-1)!.end).toBe(long.length);
  });

  it('reads characters outside the BMP without breaking offsets', () => {
    const t = '𠀀好';
    const tokens2 = annotateChinese(t);
    expect(tokens2.map((x) => x.text).join('')).toBe(t);
    expect(tokens2.at(-1)).toMatchObject({ text: '好', start: 2, end: 3, reading: 'hǎo' });
  });
});

describe('chineseEntry / lookup', () => {
  it('finds 图书馆 with traditional form, HSK level and classifiers', () => {
    const e = chineseEntry('图书馆')!;
    expect(e).toMatchObject({ pronunciation: 'tú shū guǎn', traditional: '圖書館', simplified: '图书馆', hsk: 3, source: 'CC-CEDICT' });
    expect(e.meaning).toBe('library');
    expect(e.classifiers).toContain('家 jiā');
  });

  it('looks traditional headwords up too', () => {
    expect(chineseEntry('圖書館')?.simplified).toBe('图书馆');
  });

  it('lists the other readings of a polyphone', () => {
    const e = chineseEntry('行', 'hang2')!;
    expect(e.pronunciation).toBe('háng');
    expect(e.senses.join(' ')).toMatch(/row/);
    expect(e.otherReadings?.map((r) => r.pronunciation)).toContain('xíng');
  });

  it('gives variants', () => {
    expect(chineseEntry('一点儿')?.variants?.length).toBeGreaterThan(0);
  });

  it('returns null for unknown words and non-English targets', () => {
    expect(chineseEntry('亖亖亖')).toBeNull();
    expect(chinese.lookup('图书馆', 'Spanish')).toBeNull();
    expect(chinese.lookup('  ', 'English')).toBeNull();
  });

  it('gives no HSK level to words outside the list', () => {
    expect(chineseEntry('行行出状元')?.hsk ?? null).toBeNull();
  });
});

describe('lookupChineseAt: longest match at a clicked character, read in context', () => {
  it.each([
    ['他长大了', 1, '长大', 'zhǎng dà'],
    ['我去银行', 2, '银行', 'yín háng'],
    ['我们去图书馆吧', 3, '图书馆', 'tú shū guǎn'],
    ['这条路很长', 4, '长', 'cháng'],
  ])('%s @%i → %s %s', (text, index, word, reading) => {
    const e = lookupChineseAt(text, index)!;
    expect(e.text).toBe(word);
    expect(e.pronunciation).toBe(reading);
  });

  it('returns null outside the text, on punctuation and on Latin letters alone', () => {
    expect(lookupChineseAt('你好', 5)).toBeNull();
    expect(lookupChineseAt('你好。', 2)).toBeNull();
    expect(lookupChineseAt('我有iPhone', 3)).toBeNull();
  });
});
