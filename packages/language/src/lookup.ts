import { getLanguage, isSupportedPair } from './registry.js';
import type { DictEntry, LanguageCode } from './types.js';

export type { DictEntry, LanguageCode } from './types.js';
export { isSupportedPair, supportedPairs } from './registry.js';

/**
 * Looks a word up from one language into another: Chinese → English
 * (CC-CEDICT), Spanish → English (lemma + form + senses), English → Chinese
 * (reverse CC-CEDICT). Surrounding punctuation is ignored. Null when the
 * word has no entry or the pair has no data (check `isSupportedPair` first
 * to tell the two apart).
 * @example lookup('hablamos', 'Spanish', 'English')?.lemma // 'hablar'
 */
export function lookup(text: string, from: LanguageCode, to: LanguageCode): DictEntry | null {
  if (typeof text !== 'string' || !isSupportedPair(from, to)) return null;
  const language = getLanguage(from)!;
  const raw = text.trim();
  const word = trimPunctuation(raw);
  // Headwords such as "%" or "A股" keep their symbols; a selection like "hablamos," does not.
  return (raw ? language.lookup(raw, to) : null) ?? (word && word !== raw ? language.lookup(word, to) : null);
}

/** Removes surrounding whitespace, punctuation and symbols (a selection of "hablamos," or 「图书馆」). */
export function trimPunctuation(text: string): string {
  return text.replace(/^[\p{P}\p{S}\p{Z}\s]+|[\p{P}\p{S}\p{Z}\s]+$/gu, '');
}

/**
 * Looks up the word at a clicked UTF-16 offset of `text`. Chinese: the
 * longest dictionary word starting there, read in context; Spanish and
 * English: the word token covering the offset.
 * @example lookupAt('他长大了', 1, 'Simplified_Chinese')?.pronunciation // 'zhǎng dà'
 */
export function lookupAt(
  text: string,
  index: number,
  lang: LanguageCode,
  to: LanguageCode = lang === 'English' ? 'Simplified_Chinese' : 'English',
): DictEntry | null {
  if (typeof text !== 'string' || !Number.isInteger(index) || !isSupportedPair(lang, to)) return null;
  return getLanguage(lang)!.lookupAt(text, index, to);
}

/**
 * Looks a word up as it was read in its sentence: Chinese takes the word's reading there (the
 * pop-up's pinyin matches the text's), Spanish the analysis its neighbours select (ha dado → dar)
 * or the expression it belongs to (sin embargo). Falls back to `lookup` when the word is not in
 * the sentence or the language has no contextual lookup.
 * @example lookupInSentence('dado', 'Nos ha dado la razón.', 'Spanish', 'English')?.lemma // 'dar'
 */
export function lookupInSentence(text: string, sentence: string, from: LanguageCode, to: LanguageCode): DictEntry | null {
  if (typeof text !== 'string' || typeof sentence !== 'string' || !isSupportedPair(from, to)) return null;
  const word = text.trim();
  const language = getLanguage(from)!;
  const at = word && language.lookupInSentence ? wordOffset(sentence, word, from !== 'Simplified_Chinese') : -1;
  return (at >= 0 ? language.lookupInSentence!(word, sentence, at, to) : null) ?? lookup(text, from, to);
}

/** UTF-16 offset of `word` in `sentence` (at word boundaries for alphabetic scripts), or -1. */
function wordOffset(sentence: string, word: string, boundaries: boolean): number {
  for (let at = sentence.indexOf(word); at >= 0; at = sentence.indexOf(word, at + 1)) {
    if (!boundaries) return at;
    const before = sentence.slice(0, at);
    const after = sentence.slice(at + word.length);
    if (!/[\p{L}\p{M}\p{N}]$/u.test(before) && !/^[\p{L}\p{M}\p{N}]/u.test(after)) return at;
  }
  return -1;
}
