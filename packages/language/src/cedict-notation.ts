import { numberedReadingToMarked } from './pinyin.js';

/**
 * CC-CEDICT's notation as a learner reads it. The dictionary writes references as
 * `traditional|simplified[pinyin with numbers]` (see 什麼|什么[shen2 me5]) and measure words as
 * `CL:個|个[ge4]`; learners see the simplified form and tone marks: "see 什么 shén me",
 * "measure word: 个 gè". Browser-safe and pure.
 */

/** `A|B[py]` or `A[py]` or `A|B`, where A and B are Han (or the odd letter, as in 卡拉OK). */
const REF = /([\p{Script=Han}〇A-Za-z0-9·]+)(?:\|([\p{Script=Han}〇A-Za-z0-9·]+))?\[([A-Za-z:ü\d ,]+)\]|([\p{Script=Han}〇]+)\|([\p{Script=Han}〇]+)/gu;

/** Tone-marked pinyin of a CC-CEDICT bracket (`shen2 me5` → `shén me`, `lu:4` → `lǜ`). */
function marked(py: string): string {
  return numberedReadingToMarked(py.trim().replace(/u:/g, 'ü').replace(/\s+/g, ' '));
}

/**
 * Rewrites references inside a sense. `simplifiedSecond` is true for CC-CEDICT's own text
 * (traditional|simplified) and false for our classifier lists (simplified|traditional).
 */
function renderRefs(text: string, simplifiedSecond: boolean): string {
  return text.replace(REF, (_m, a: string | undefined, b: string | undefined, py: string | undefined, c?: string, d?: string) => {
    if (c !== undefined && d !== undefined) return simplifiedSecond ? d : c;
    const simplified = b ? (simplifiedSecond ? b : a!) : a!;
    return py ? `${simplified} ${marked(py)}` : simplified;
  });
}

/**
 * One CC-CEDICT sense as a learner reads it.
 * @example renderSense('see 什麼|什么[shen2 me5]') // 'see 什么 shén me'
 * @example renderSense('duty (CL:項|项[xiang4])') // 'duty (measure word: 项 xiàng)'
 * @example renderSense('(Taiwan pr. [shen2])') // '(Taiwan pr. shén)'
 */
export function renderSense(sense: string): string {
  // Most senses have no notation at all: skip the regular expressions (entries are parsed on lookups).
  if (!sense.includes('[') && !sense.includes('|') && !sense.includes('CL:')) return sense;
  let out = sense.replace(/CL:\s*([^;()/]+)/g, (_m, list: string) => {
    const words = list.split(/,\s*/).filter(Boolean);
    return `${words.length > 1 ? 'measure words' : 'measure word'}: ${words.map((w) => renderRefs(w, true)).join(', ')}`;
  });
  out = renderRefs(out, true);
  // A bare bracketed reading ("Taiwan pr. [shen2]") keeps only its tone marks.
  return out.replace(/\[([a-zA-Z:ü]+[1-5](?: [a-zA-Z:ü]+[1-5])*)\]/g, (_m, py: string) => marked(py));
}

/**
 * A measure word or variant of our index (`个|個[ge4]`, simplified first) as a learner reads it.
 * @example renderReference('个|個[ge4]') // '个 gè'
 */
export function renderReference(ref: string): string {
  return ref.includes('[') || ref.includes('|') ? renderRefs(ref, false) : ref;
}
