import { beforeAll, describe, expect, it } from 'vitest';
import { annotateChinese, chinese, readingOfSpan } from './chinese.js';

beforeAll(() => chinese.warmUp(), 60_000);

/** Numbered reading of the `nth` occurrence of `ch` in `text`, read in its sentence. */
function syllable(text: string, ch: string, nth = 0): string {
  let at = -1;
  for (let k = 0; k <= nth; k++) at = text.indexOf(ch, at + 1);
  return readingOfSpan(annotateChinese(text), at, at + ch.length);
}

/** [sentence, character, expected numbered reading]: each rule with cases it decides and cases it must leave. */
type Case = [string, string, string];

const RULES: Record<string, Case[]> = {
  '帖 tiě "note, card" outside words; tiē and tiè only in their words': [
    ['他给老朋友回了一帖。', '帖', 'tie3'],
    ['博物馆藏有他的《春雨帖》。', '帖', 'tie3'],
    ['他在论坛上发帖求助。', '帖', 'tie3'],
    ['这件事办得很妥帖。', '帖', 'tie1'],
    ['她每天临字帖。', '帖', 'tie4'],
  ],
  '垛 duǒ "part of a wall that juts out", duò "pile" after or before what is piled': [
    ['士兵躲在城垛后面。', '垛', 'duo3'],
    ['寺里有东西两座垛楼。', '垛', 'duo3'],
    ['院子里有一个柴垛。', '垛', 'duo4'],
    ['田边堆着一垛麦秸。', '垛', 'duo4'],
    ['他把砖垛起来。', '垛', 'duo4'],
  ],
  '攒 cuán "to cluster" and as the measure word of bracket sets; zǎn "to save up"': [
    ['这座亭子是八角攒尖顶。', '攒', 'cuan2'],
    ['檐下有斗拱五攒。', '攒', 'cuan2'],
    ['他每个月攒钱。', '攒', 'zan3'],
    ['她攒了三年的工资。', '攒', 'zan3'],
    ['他每攒够一百元就存进银行。', '攒', 'zan3'],
  ],
  '将 jiàng "general" closing a phrase after a state name; jiāng "will" before a verb': [
    ['楚军擒获齐将，', '将', 'jiang4'],
    ['吴将等人都被俘了。', '将', 'jiang4'],
    ['他斩了秦将后，退回城中。', '将', 'jiang4'],
    ['这笔资金将后续到位。', '将', 'jiang1'],
    ['北宋将之列为禁书。', '将', 'jiang1'],
    ['秦将统一六国。', '将', 'jiang1'],
    ['会议将于明天举行。', '将', 'jiang1'],
    ['汉将军李广善射。', '将', 'jiang1'],
  ],
  '蒙 mēng "dazed" as the result of a verb; méng "to cover" with an object': [
    ['这道题把我问蒙了。', '蒙', 'meng1'],
    ['他一下子被打蒙了，', '蒙', 'meng1'],
    // After a character outside the BMP (two UTF-16 units), the rule still sees its neighbours.
    ['𠀋他被打蒙了。', '蒙', 'meng1'],
    ['桌子上蒙了一层灰。', '蒙', 'meng2'],
    ['用布蒙住眼睛。', '蒙', 'meng2'],
  ],
  '捋 luō "to push back" before sleeves; lǚ "to smooth with the fingers"': [
    ['他捋起袖子干活。', '捋', 'luo1'],
    ['老人捋着胡子笑。', '捋', 'lü3'],
    ['他捋了捋头发。', '捋', 'lü3'],
  ],
  '喇 lǎ spelling a foreign syllable': [
    ['他的儿子叫巴图喇，', '喇', 'la3'],
    ['喇叭响了。', '喇', 'la3'],
  ],
  '圜 yuán "round"; huán only in 转圜': [
    ['这口陶罐是圜底的。', '圜', 'yuan2'],
    ['事情还有转圜的余地。', '圜', 'huan2'],
  ],
  '晕 yùn "halo" beside what shines and before 轮; yūn "dizzy"': [
    ['卫星沿晕轮轨道运行。', '晕', 'yun4'],
    ['今晚有月晕。', '晕', 'yun4'],
    ['他头晕。', '晕', 'yun1'],
    ['她晕倒了。', '晕', 'yun1'],
    ['他今日晕倒在路边。', '晕', 'yun1'],
  ],
  '率 shuài "to lead" before whom it leads or after an adverb; lǜ "rate" ending a noun': [
    ['王将军随后率军南下。', '率', 'shuai4'],
    ['他亲自率子侄去拜年。', '率', 'shuai4'],
    ['队长率队参加比赛。', '率', 'shuai4'],
    ['今年的出生率下降了。', '率', 'lü4'],
    ['这种药的治愈率超过九成。', '率', 'lü4'],
  ],
  '供 gōng "to provide, to be for"; gòng for offerings and confessions': [
    ['图书馆有电脑供读者查阅。', '供', 'gong1'],
    ['公园里的长椅供游人休息。', '供', 'gong1'],
    ['桌上供着祖先的牌位。', '供', 'gong4'],
    ['他把菩萨像供起来。', '供', 'gong4'],
    ['殿里供奉着三尊佛像。', '供', 'gong4'],
  ],
  '炸 zhà "to blow up" before its result; zhá "to deep-fry" before food': [
    ['工兵把旧桥炸毁了。', '炸', 'zha4'],
    ['他们想把这座山炸平。', '炸', 'zha4'],
    ['妈妈在厨房炸丸子。', '炸', 'zha2'],
    ['我们晚上吃炸鸡。', '炸', 'zha2'],
  ],
  '石 dàn, the measure of grain, after a number; 磨 mò grinding grain': [
    ['那年他家收了三十石。', '石', 'dan4'],
    ['官府借给农民五千石粮。', '石', 'dan4'],
    ['河边有一块大石头。', '石', 'shi2'],
    ['他用三块石垒了个灶。', '石', 'shi2'],
    ['奶奶每天早上磨豆浆。', '磨', 'mo4'],
    ['他在院子里磨刀。', '磨', 'mo2'],
  ],
  '樘 táng "door frame"; 窨 yìn "cellar", xūn only for scenting tea': [
    ['这扇门的门樘坏了。', '樘', 'tang2'],
    ['村里还有几个窨子。', '窨', 'yin4'],
    ['窨茶要用茉莉花。', '窨', 'xun1'],
  ],
  'a name joined by an interpunct is read as a foreign name': [
    ['约翰·柏特拉来了。', '柏', 'bo2'],
    ['彼得·塞门来了。', '塞', 'sai4'],
    ['柏杨是作家。', '柏', 'bai3'],
    ['松柏长青。', '柏', 'bai3'],
  ],
};

describe('polyphones decided by meaning and the neighbouring word class (lang-0013)', () => {
  for (const [rule, cases] of Object.entries(RULES)) {
    it.each(cases)(`${rule}: %s %s → %s`, (text, ch, reading) => {
      expect(syllable(text, ch)).toBe(reading);
    });
  }
});
