import { entriesFor, type CedictEntry } from './cedict.js';
import { FUNCTION_CHAR_FREQ, surnameSet } from './chinese-reading.js';
import { setTokenReading } from './chinese-entry.js';
import type { Token } from './types.js';

const HAN_ONLY = /^\p{Script=Han}+$/u;
const proper = (e: CedictEntry) => /^[A-Z]/.test(e.pinyin);
const SURNAME = /^surname /;
const memo = new Map<string, string | null>();

function remember(k: string, r: string | null): string | null {
  if (memo.size > 10_000) memo.clear();
  memo.set(k, r);
  return r;
}

/**
 * The reading a character has as a surname, when CC-CEDICT gives it exactly one surname reading and
 * that differs from `current` (朴 Piáo, 单 Shàn, 缪 Miào, 区 Ōu, 仇 Qiú, 解 Xiè, 肖 Xiāo, 薄 Bó);
 * null for characters with two surname readings (覃 Qín / Tán, 翟 Dí / Zhái, 乐 Lè / Yuè).
 */
export function surnameReading(char: string, current: string): string | null {
  const k = `s${char}${current}`;
  const hit = memo.get(k);
  if (hit !== undefined) return hit;
  const readings = new Set(
    entriesFor(char)
      .filter((e) => proper(e) && SURNAME.test(e.senses[0] ?? ''))
      .map((e) => e.reading),
  );
  const only = readings.size === 1 ? [...readings][0] : null;
  return remember(k, only && only !== current ? only : null);
}

/**
 * The ordinary reading of a character in a given name when `current` is one CC-CEDICT gives only
 * for proper nouns (覃 qín "surname Qin" → tán "deep"; 侗 dòng "the Dong people" → tóng) and exactly
 * one ordinary reading exists. Null to keep `current`.
 */
export function givenNameReading(char: string, current: string): string | null {
  const k = `g${char}${current}`;
  const hit = memo.get(k);
  if (hit !== undefined) return hit;
  const entries = entriesFor(char);
  const own = entries.filter((e) => e.reading === current);
  if (!own.length || !own.every(proper)) return remember(k, null);
  const ordinary = new Set(entries.filter((e) => !proper(e)).map((e) => e.reading));
  return remember(k, ordinary.size === 1 ? [...ordinary][0] : null);
}

const BOUND_OR_VARIANT = /^(used in|see |variant of |old variant of )/;
let loneSurnames: Map<string, string> | null = null;

/**
 * Surname characters whose every other reading is bound to a word or a variant of another
 * character (缪 Miào: miù is a variant of 谬, móu is bound to 绸缪), with their surname reading:
 * standing alone, such a character names a person (那时缪表示反对). Built once from CC-CEDICT.
 */
export function loneSurnameReadings(): Map<string, string> {
  if (loneSurnames) return loneSurnames;
  loneSurnames = new Map();
  for (const c of surnameSet()) {
    const entries = entriesFor(c);
    const readings = new Set(entries.filter((e) => proper(e) && SURNAME.test(e.senses[0] ?? '')).map((e) => e.reading));
    if (readings.size === 1 && !entries.some((e) => !proper(e) && !BOUND_OR_VARIANT.test(e.senses[0] ?? ''))) loneSurnames.set(c, [...readings][0]);
  }
  return loneSurnames;
}

const frequent = (c: string) => (entriesFor(c)[0]?.freq ?? 0) > FUNCTION_CHAR_FREQ;

/** A token the segmenter found as no dictionary word, starting with a surname and holding no frequent word (朴镇, 郑覃, 薄谷). */
function isNameToken(t: Token): boolean {
  if (t.key || !HAN_ONLY.test(t.text)) return false;
  const chars = [...t.text];
  return chars.length >= 2 && chars.length <= 4 && surnameSet().has(chars[0]) && !chars.slice(1).some(frequent);
}

/**
 * Readings characters have in transliterated names and terms (Xinhua's usage: 什叶派 Shí, 塞尔维亚
 * Sài, 柏林 Bó, 耶稣 Yē, 喇嘛 lǎ, 迈达哩 lǐ, 茜茜 Xī, 汗 hán "khan", 肖邦 Xiāo), where the commonest reading in running text
 * (什么 shén, 塞 sāi "to stuff", 柏 bǎi "cypress", 茜 qiàn "madder") is not theirs.
 */
const TRANSLITERATION: Record<string, string> = { 什: 'shi2', 塞: 'sai4', 柏: 'bo2', 耶: 'ye1', 喇: 'la3', 哩: 'li3', 茜: 'xi1', 汗: 'han2', 肖: 'xiao1' };

/** A token the segmenter found as no dictionary word, of two or more characters (a name or term it did not know). */
const INTERPUNCT = /^[·•‧・]$/u;
const besideInterpunct = (tokens: Token[], i: number) => INTERPUNCT.test(tokens[i - 1]?.text ?? '') || INTERPUNCT.test(tokens[i + 1]?.text ?? '');

const isUnknownToken = (t: Token, chars: string[]) => !t.key && chars.length > 1 && HAN_ONLY.test(t.text);

/**
 * Personal names read as names (lang-0011): in a name the segmenter found (a surname and a given
 * name that are no dictionary word), the surname takes its surname reading (朴镇万 Piáo, 缪 Miào) and
 * the given name its ordinary reading (郑覃 Zhèng Tán); likewise a lone character after a lone
 * surname (杨侗 Yáng Tóng).
 */
export function applyNameReadings(tokens: Token[]): Token[] {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t.readingNumbered) continue;
    const afterSurname = i > 0 && tokens[i - 1].text.length === 1 && surnameSet().has(tokens[i - 1].text);
    // A name joined to another by an interpunct is a foreign name (约翰·柏特拉 Bó, 彼得·塞门 Sài,
    // even where the segmenter split it into characters), never a Chinese one.
    if (Object.hasOwn(TRANSLITERATION, t.text) && besideInterpunct(tokens, i)) {
      if (TRANSLITERATION[t.text] !== t.readingNumbered) setTokenReading(t, [TRANSLITERATION[t.text]]);
      continue;
    }
    // Most tokens are dictionary words, which no rule here touches: only a token the segmenter did
    // not know, or a lone character after a lone surname, can be a name.
    if (t.key && !(t.text.length === 1 && afterSurname)) {
      const s = t.text.length === 1 ? loneSurnameReadings().get(t.text) : undefined;
      if (s && s !== t.readingNumbered) setTokenReading(t, [s]);
      continue;
    }
    const syl = t.readingNumbered.split(' ');
    const chars = [...t.text];
    if (chars.length !== syl.length) continue;
    let changed = false;
    const name = chars.length > 1 && isNameToken(t) && !besideInterpunct(tokens, i);
    // Not in what looks like a Chinese name (李茜 Lǐ Qiàn, 柏杨 Bǎi Yáng); four characters after a
    // one-character surname are a transliteration (伊什木汗 Yī shí mù hán).
    if (isUnknownToken(t, chars) && !(name && chars.length <= 3))
      chars.forEach((c, k) => {
        const r = Object.hasOwn(TRANSLITERATION, c) ? TRANSLITERATION[c] : null;
        if (r && r !== syl[k]) [syl[k], changed] = [r, true];
      });
    if (name) {
      // Only a full name (surname and a two-character given name): two characters the segmenter
      // glued are as often an unknown word as a name (查案, 朴拙, 冠帽).
      const s = chars.length === 3 ? surnameReading(chars[0], syl[0]) : null;
      if (s) [syl[0], changed] = [s, true];
      for (let k = 1; k < chars.length; k++) {
        const g = givenNameReading(chars[k], syl[k]);
        if (g) [syl[k], changed] = [g, true];
      }
    } else if (chars.length === 1 && afterSurname) {
      const g = givenNameReading(chars[0], syl[0]);
      if (g) [syl[0], changed] = [g, true];
    }
    if (changed) setTokenReading(t, syl);
  }
  return tokens;
}
