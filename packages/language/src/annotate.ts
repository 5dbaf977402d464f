import { getLanguage } from './registry.js';
import type { LanguageCode, Token } from './types.js';

export type { LanguageCode, Token } from './types.js';

/**
 * Version of what `annotate` answers (segmentation, readings, keys): bump it when a change gives a
 * text other tokens, so stored annotations (articles) are derived again (lang-0006).
 */
export const ANNOTATION_VERSION = '2026-11-28.polyphone-meaning';

/**
 * Annotates a whole text in one pass: tokens with UTF-16 offsets, and for
 * Chinese pinyin (marks + numbers) and tones read in context; dictionary keys
 * and short glosses for every language.
 * @throws TypeError when `text` is not a string; RangeError for an unknown language name.
 * @example annotate('银行行长', 'Simplified_Chinese')[1].reading // 'háng zhǎng'
 */
export function annotate(text: string, lang: LanguageCode): Token[] {
  if (typeof text !== 'string') throw new TypeError('annotate: text must be a string');
  const language = getLanguage(lang);
  if (!language) throw new RangeError(`unknown language: ${String(lang)}`);
  return language.annotate(text);
}
