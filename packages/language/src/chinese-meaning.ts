/**
 * Character rules decided by word meaning and by the word class of the neighbours (lang-0013), for
 * polyphonic characters pinyin-pro reads by their commonest reading in running text wherever they
 * stand. Each rule is a fact about the character's meanings, not about particular sentences: it
 * sees the characters around (wherever the segmenter cut) and the reading pinyin-pro gave, and
 * returns a tone-marked reading or null to keep it. Dictionary words are settled afterwards by
 * CC-CEDICT's own reading (reconcileReading), so a rule only decides characters outside any
 * dictionary word: lone characters and words the segmenter's HMM found (names, terms).
 */
type MeaningRule = (prev: string, next: string, current: string, next2: string) => string | null;

const HAN = /\p{Script=Han}/u;
/** A number before a measure word (二攒, 三万石). */
const COUNT = /[一二三四五六七八九十百千万两几数]/u;
/** States and dynasties named by one character in histories (魏, 秦, 楚…). */
const STATE = /[秦楚齐燕韩赵魏吴蜀汉晋宋辽金元明清唐隋梁陈越周]/u;
/** What a pile is made of: 柴垛, 草垛, 一垛砖 (duò "pile"). */
const PILE_MATERIAL = /[柴草麦稻谷秸禾砖瓦煤雪粮棉木]/u;
/** Verbs whose result can be 蒙 mēng "dazed": 搞蒙了, 打蒙了, 吓蒙了, 问蒙了. */
const DAZING_VERB = /[搞弄打吓问听看绕说整砸气急晒喝转摔撞]/u;
/** Whom or what one leads (率军, 率部, 率众, 率队, 率子弟, 率水军…). */
const LED = /^([军兵部众师旅团队舰骑卒子族家]|水军|水师|舟师|残部|精兵|精锐|大军|全军|所部|本部)/u;
/** Adverbs and time words before a verb (亲自率, 即率, 遂率, 随后率). */
const BEFORE_VERB = /[自即遂乃便并又再就后曾亦也]/u;
/** What an explosion leaves (炸平, 炸毁, 炸死, 炸开, 炸沉…). */
const BLAST_RESULT = /[平毁死伤开沉断塌裂碎掉飞翻倒坏穿烂]/u;
/** Food that is deep-fried (炸鸡腿, 炸薯条, 炸丸子, 炸糕…). */
const FRIED_FOOD = /[鸡鸭虾肉糕丸薯饼串排酱]/u;

const MEANING_RULES: Record<string, MeaningRule> = {
  // 帖 tiē "fitting, submissive" lives only in words (妥帖, 服帖, 熨帖); standing alone or in a
  // name the segmenter found it is the noun tiě "note, card, letter; post" (《春雨帖》, 回了他一帖).
  // tiè "copybook" is settled by its words (字帖, 碑帖).
  帖: (_p, _n, current) => (current === 'tiē' ? 'tiě' : null),
  // 垛 duò is a pile (柴垛, 一垛砖) or piling up (垛起来, 垛成); elsewhere it is duǒ, the part of a
  // wall or building that juts out (垛口, 城垛, 垛楼 "side tower") and the names built on it.
  垛: (prev, next) => (PILE_MATERIAL.test(prev) || PILE_MATERIAL.test(next) || /[起成好在满]/u.test(next) ? 'duò' : 'duǒ'),
  // 攒 cuán "to cluster": before what clusters (攒尖顶 pyramidal roof, 攒聚, 攒动, 攒眉) and as the
  // measure word of bracket sets after a numeral (斗拱五攒); zǎn "to save up" otherwise (攒钱, 攒了三年).
  攒: (prev, next) => (/[尖聚簇集动眉]/u.test(next) || (COUNT.test(prev) && (!HAN.test(next) || next === '斗')) ? 'cuán' : null),
  // 将 jiàng "general" after a one-character state name, closing the phrase (擒获齐将，, 吴将等人,
  // 斩秦将后，); jiāng "will" has a verb after it (秦将统一六国, 资金将后续到位, 北宋将之列为禁书).
  将: (prev, next, _c, next2) => (STATE.test(prev) && (!HAN.test(next) || /[等们]/u.test(next) || (next === '后' && !HAN.test(next2))) ? 'jiàng' : null),
  // 蒙 mēng "dazed" as the result of a verb, closing the clause (问蒙了, 打蒙。); méng "to cover"
  // has an object (蒙了一层灰, 蒙住眼睛).
  蒙: (prev, next, _c, next2) => (DAZING_VERB.test(prev) && (!HAN.test(next) || (next === '了' && !HAN.test(next2))) ? 'mēng' : null),
  // 捋 luō "to roll up, strip" before what is pushed back (捋袖子, 捋起胳膊); lǚ "to smooth
  // with the fingers" otherwise (捋胡子, 捋顺).
  捋: (_p, next) => (/[起袖胳]/u.test(next) ? 'luō' : null),
  // 喇 lā is only the sound of wind or rain, repeated or after another sound (哗喇喇, 呼喇);
  // elsewhere 喇 spells a foreign syllable, lǎ (喇嘛, 巴图喇, 喇叭).
  喇: (prev, next, current) => (current === 'lā' && prev !== '喇' && next !== '喇' && !/[哗呼刺忽]/u.test(prev) ? 'lǎ' : null),
  // 圜 is yuán, "round", as in today's texts (圜丘, 圜钱, 圜法); huán "to go round" only in 转圜.
  圜: (prev, next) => (prev === '转' || next === '绕' ? null : 'yuán'),
  // 晕 yùn "halo" before 轮 (晕轮效应, the halo effect; 月晕, 光晕 are words of their own); yūn
  // "dizzy" elsewhere (晕倒, 今日晕倒, 头晕).
  晕: (_p, next) => (next === '轮' ? 'yùn' : null),
  // 率 shuài "to lead" before whom it leads (率军, 率部入川, 率子侄) or after an adverb (亲自率, 即率,
  // 随后率); lǜ "rate" ends a noun and is followed by what it does (出生率, 淘汰率超过九成).
  率: (prev, next, _c, next2) => (LED.test(next + next2) || BEFORE_VERB.test(prev) ? 'shuài' : null),
  // 供 gōng "to provide, to be for" (供游客参观, 书籍供学生阅读); gòng only for offerings and
  // confessions, which stand before 着 / 在 / 起 / 出 or what is offered, or in their words (供着牌位,
  // 供起来, 供香, 供出同伙, 供奉, 口供).
  供: (_p, next) => (/[着在起出佛神祖菩香花果上了]/u.test(next) ? null : 'gōng'),
  // 炸 zhà "to blow up" before its result (炸毁, 炸开); zhá "to deep-fry" before food (炸鸡腿, 炸薯条).
  炸: (_p, next) => (BLAST_RESULT.test(next) ? 'zhà' : FRIED_FOOD.test(next) ? 'zhá' : null),
  // 石 dàn, the old measure of grain, after a number (俸禄二千石, 米三万石。); shí "stone" otherwise,
  // and after 一 (投下一石。), where a single stone is as likely as a single measure.
  石: (prev, next) => (COUNT.test(prev) && prev !== '一' && (!HAN.test(next) || /[粮米谷麦豆之]/u.test(next)) ? 'dàn' : null),
  // 磨 mò "to grind grain with a millstone" before the grain (磨豆腐, 磨面, 磨米粉); mó "to rub, polish" otherwise.
  磨: (_p, next) => (/[豆面粉米麦谷浆]/u.test(next) ? 'mò' : null),
  // 樘 táng "door or window frame" and its measure word (窗樘, 一樘门); chēng is a classical
  // variant of 撑.
  樘: () => 'táng',
  // 窨 xūn only for scenting tea with flowers (窨茶, 窨制, 窨花); otherwise yìn "cellar" (窨井, 地窨).
  窨: (_p, next) => (/[茶制花香]/u.test(next) ? null : 'yìn'),
};

/** Characters `meaningRule` may change. */
export const MEANING_RULE_CHARS = Object.keys(MEANING_RULES).join('');

/** The tone-marked reading for `chars[i]` by its meaning here, or null to keep `current`. */
export function meaningRule(chars: string[], i: number, current: string): string | null {
  const c = chars[i];
  if (!Object.hasOwn(MEANING_RULES, c)) return null;
  const r = MEANING_RULES[c](chars[i - 1] ?? '', chars[i + 1] ?? '', current, chars[i + 2] ?? '');
  return r && r !== current ? r : null;
}
