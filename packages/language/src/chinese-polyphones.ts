import { entriesFor, hasHeadword } from './cedict.js';

/**
 * Context rules for polyphonic characters that stand alone as a token (the
 * segmenter did not join them into a dictionary word, so no word reading
 * settles them). Each rule sees the neighbouring tokens and returns a
 * numbered reading, or null to keep the reading from pinyin-pro.
 */
type Rule = (prev: string, next: string, prev2: string) => string | null;

const NUMERAL_OR_DEMONSTRATIVE = /[一二三四五六七八九十百两几那这每哪半多整]$/;
const PRONOUN = /^(我|你|您|他|她|它|我们|你们|他们|她们|咱们|大家|谁)$/;
const DEGREE = /^(很|非常|太|真|好|不|更|特别|多|这么|那么|十分|相当|越来越|挺|最)$/;
const BOUND_VERB = /^(选|成|称|作|视|改|评|定|分|变|化|译|当)$/;

const RULES: Record<string, Rule> = {
  // measure word after a numeral or demonstrative (一只猫), else the adverb "only"
  只: (prev) => (NUMERAL_OR_DEMONSTRATIVE.test(prev) ? 'zhi1' : 'zhi3'),
  // alone, 觉 is the noun "sleep" (睡了一个好觉); 觉得 / 感觉 are words
  觉: () => 'jiao4',
  // alone, 教 is the verb "to teach"; 教室 / 教育 are words
  教: () => 'jiao1',
  // alone, 切 is the verb "to cut"; 一切 / 密切 are words
  切: () => 'qie1',
  // adverbial particle after a multi-character word (高兴地说), else "ground"
  // (一栋一栋地变高: reduplicated measure words too)
  地: (prev, next, prev2) => (([...prev].length >= 2 || prev2 === '一') && /^[\p{Script=Han}]/u.test(next) ? 'de5' : null),
  // "to give back" at the end of a clause or before 给 (书要按时还 / 还给他)
  还: (_prev, next) => (next === '' || /^[\p{P}给钱]/u.test(next) ? 'huan2' : null),
  // 你得去 "must"; 长得很高 complement particle; 得了第一名 "obtain"
  得: (prev, next) => {
    if (PRONOUN.test(prev) && !/^(了|到|过|着)/.test(next)) return 'dei3';
    if (DEGREE.test(next)) return 'de5';
    return null;
  },
  // 长得 "to grow (to look like)"
  长: (_prev, next) => (next === '得' ? 'zhang3' : null),
  // 一行字 / 这一行 "row, trade"; 一行人 is "a travelling party"
  行: (prev, next) => (NUMERAL_OR_DEMONSTRATIVE.test(prev) && next !== '人' ? 'hang2' : null),
  // 选为 / 成为 "to act as, to become"
  为: (prev) => (BOUND_VERB.test(prev) ? 'wei2' : null),
  // 似 split from 似的 after a word ending in 类 / 相 / 近 (三种类似的: 种 + 类似 + 的, see SPLIT)
  似: (prev) => (endsSiWord(prev) ? 'si4' : null),
};

/** True when the last character of `prev` and 似 make a word read sì (类似, 相似, 近似, 酷似, 好似). */
function endsSiWord(prev: string): boolean {
  const last = [...prev].at(-1);
  return !!last && / si4$/.test(entriesFor(`${last}似`)[0]?.reading ?? '');
}

/**
 * Dictionary words that are usually two words in running text: when the test
 * says so, the token is split into characters and the rules above apply
 * (一行人 "a travelling party" stays; 一行字 / 这一行 are 一 + 行 háng).
 */
const SPLIT: Record<string, (prev: string, next: string) => boolean> = {
  一行: (_prev, next) => !/^(人|[\d一二三四五六七八九十两几数])/.test(next),
  // 似的 "as if" (像猫似的 shì de), but not where 似 ends a word begun by the token before: the
  // segmenter reads 三种类似的 as 三 + 种类 + 似的, and 似 of 类似 is sì.
  似的: (prev) => endsSiWord(prev),
};

/** True when the word token should be read as separate characters here. */
export function shouldSplit(word: string, prev: string, next: string): boolean {
  return Object.hasOwn(SPLIT, word) ? SPLIT[word](prev, next) : false;
}

/** Numbered reading for a lone polyphonic character from its neighbours, or null. */
export function polyphoneRule(char: string, prev: string, next: string, prev2 = ''): string | null {
  return Object.hasOwn(RULES, char) ? RULES[char](prev, next, prev2) : null;
}

/**
 * Verbs after which 为 is the copula wéi "as, to be" (封为, 改为, 评为, 更为, 召为), not wèi "for".
 * Two-character verbs (成为, 作为, 称为) are words of their own.
 */
const VERB_BEFORE_WEI = new Set([...'改称作成选视列定分变化译当封任召立拜奉尊升降更转编划归讹誉命名评推举晋擢贬认奉追谥']);

/**
 * Character rules applied to the syllables of a whole text, wherever the segmenter put the word
 * boundaries (unknown words the HMM glued, such as 召为 or 蛤科, included): the tone-marked
 * reading for `chars[i]`, or null to keep it.
 */
export function characterRule(chars: string[], i: number): string | null {
  const c = chars[i];
  // 蛤 is gé "clam" (蛤蜊, 帘蛤科); há only in 蛤蟆 "toad".
  if (c === '蛤') return chars[i + 1] === '蟆' ? 'há' : 'gé';
  // 累 lěi "successively" before an office (累迁 / 累官至 / 累封), as biographies write it; 撒 sǎ "to
  // scatter" where something lands (撒在湖中, 撒到地里), not sā "to let go" (撒手, 撒谎).
  if (c === '累' && OFFICE_AFTER_LEI.has(chars[i + 1] ?? '')) return 'lěi';
  if (c === '撒' && LANDING_AFTER_SA.has(chars[i + 1] ?? '')) return 'sǎ';
  // 钉 dìng "to nail" before where or what it fixes (钉十字架, 钉在墙上), not dīng "a nail".
  if (c === '钉' && NAILED_AFTER_DING.test(chars.slice(i + 1, i + 4).join(''))) return 'dìng';
  // 燕 Yān, the state, in 燕王 / 燕军 / 燕地 (燕国, 燕京 are words); yàn "swallow" elsewhere.
  if (c === '燕' && STATE_AFTER_YAN.has(chars[i + 1] ?? '')) return 'yān';
  // 椎 is zhuī "vertebra" in today's Chinese (椎弓, 椎体); chuí "mallet" only in 椎心 and 铁椎.
  if (c === '椎') return chars[i + 1] === '心' || chars[i - 1] === '铁' ? 'chuí' : 'zhuī';
  if (c === '为' && i > 0 && VERB_BEFORE_WEI.has(chars[i - 1]) && !/[了人民大家我你他她它们自的]/.test(chars[i + 1] ?? '')) return 'wéi';
  // 什 is shén only in 什么 (什麼, 什麽); elsewhere it is shí "ten, assorted" (什锦, 什物) and in
  // transliterations (什叶派, 克什米尔), wherever the segmenter cut.
  if (c === '什') return /[么麼麽]/.test(chars[i + 1] ?? '') ? null : 'shí';
  // 咳 is hāi only as an interjection opening a clause (咳，真没想到); in words it is ké "cough" (咳血, 止咳).
  if (c === '咳') return !HAN.test(chars[i - 1] ?? '') && !HAN.test(chars[i + 1] ?? '') ? null : 'ké';
  // A modal particle that closes a clause is toneless (走啦！ 就这样咯。 来哟.), unless it ends a word
  // of its own there (哗啦 huā lā, 哎哟 āi yō) or repeats as a sound (啦啦啦 lā lā lā).
  const prev = chars[i - 1] ?? '';
  if (Object.hasOwn(FINAL_PARTICLE, c) && HAN.test(prev) && prev !== c && !HAN.test(chars[i + 1] ?? '') && !hasHeadword(prev + c)) return FINAL_PARTICLE[c];
  return null;
}

const HAN = /\p{Script=Han}/u;
/** Sentence-final particles and their neutral-tone reading (CC-CEDICT's particle senses). */
const FINAL_PARTICLE: Record<string, string> = { 啦: 'la', 咯: 'lo', 哟: 'yo', 喽: 'lou', 啰: 'luo' };

const OFFICE_AFTER_LEI = new Set([...'迁官授封赠擢']);
const LANDING_AFTER_SA = new Set([...'在到向满落入遍']);
const NAILED_AFTER_DING = /^(十字架|在|上|住|牢|死|进|入)/;
const STATE_AFTER_YAN = new Set([...'王军地']);

/** Characters `characterRule` may change. */
export const CHARACTER_RULE_CHARS = '蛤为累撒钉燕椎什咳啦咯哟喽啰';

const BOUND_SENSE = /^(used in|see |\(dialect\) )/;
const ELEMENT_SENSE = /^[a-z]+ \(chemistry\)$/;
const freeCache = new Map<string, string | null>();

/**
 * The reading of a character outside any dictionary word when `current` is one CC-CEDICT gives only
 * for a bound use ("used in 闶阆", "see 钌铞儿", "variant of 醋") or for a dialect ("(dialect)
 * country fair": 圩 xū → wéi "dike") and exactly one other reading has a meaning of its own (not a
 * proper noun's); for a lone character, the reading of the
 * chemical element it names (镝 dī, 锔 jú). Null to keep `current`.
 */
export function freeReading(char: string, current: string, alone: boolean, around = ''): string | null {
  const r = freeReadingOf(char, current, alone);
  // Kept where the word it is bound to is there (仡 gē in 仡佬族, 颉 jié in 仓颉).
  if (r && around && boundWords(char, current).some((w) => around.includes(w))) return null;
  return r;
}

/**
 * The two-character parts, with `char`, of the Han words the bound senses of `char` read `current`
 * point to ("used in 仡佬族" → 仡佬).
 */
function boundWords(char: string, current: string): string[] {
  const out: string[] = [];
  for (const e of entriesFor(char)) {
    if (e.reading !== current) continue;
    for (const sense of e.senses) {
      for (const m of sense.matchAll(/\p{Script=Han}{2,}/gu)) {
        const w = [...m[0]];
        w.forEach((c, i) => {
          if (c !== char) return;
          if (i > 0) out.push(w[i - 1] + c);
          if (i + 1 < w.length) out.push(c + w[i + 1]);
        });
      }
    }
  }
  return out;
}

function freeReadingOf(char: string, current: string, alone: boolean): string | null {
  const k = `${char}${current}${alone ? 1 : 0}`;
  const hit = freeCache.get(k);
  if (hit !== undefined) return hit;
  const entries = entriesFor(char);
  let r: string | null = null;
  const element = alone ? entries.find((e) => ELEMENT_SENSE.test(e.senses[0] ?? '')) : undefined;
  if (element) r = element.reading;
  else if (entries.length > 1) {
    const own = entries.filter((e) => e.reading === current);
    const bound = (e: (typeof entries)[number]) => BOUND_SENSE.test(e.senses[0] ?? '');
    if (own.length && own.every(bound)) {
      const free = new Set(entries.filter((e) => e.reading !== current && !bound(e) && !/^[A-Z]/.test(e.pinyin)).map((e) => e.reading));
      if (free.size === 1) r = [...free][0];
    }
  }
  if (freeCache.size > 10_000) freeCache.clear();
  freeCache.set(k, r);
  return r;
}

/** True when `char` has a context rule. */
export function hasPolyphoneRule(char: string): boolean {
  return Object.hasOwn(RULES, char);
}

/**
 * Multi-syllable words CC-CEDICT lists both with and without a neutral tone, each for a meaning of
 * its own, where the full-tone meaning is the usual one in written Chinese (精神 jīng shén "spirit",
 * 土地 tǔ dì "land" not tǔ di "the local god", 老公 lǎo gōng "husband" not lǎo gong "eunuch", 女人
 * nǚ rén "woman" not nǚ ren "wife", 冷战 lěng zhàn "cold war" not lěng zhan "shiver", 说道 shuō dào
 * "to say" in narrative). For other such words the neutral-tone reading is preferred (东西 dōng xi
 * "thing", 地方 dì fang "place", 告诉 gào su).
 */
export const KEEP_FULL_TONE = new Set([
  ...['精神', '大意', '地道', '土地', '老公', '女人', '冷战', '说道', '利害', '言语', '仁义', '德行'],
  ...['粒子', '卵子', '黑子', '合子', '分子', '开通', '下水', '款式', '避讳'],
]);
