import { chinese } from './chinese.js';
import { english } from './english.js';
import { spanish } from './spanish.js';
import { LANGUAGE_CODES, type Language, type LanguageCode } from './types.js';

/** Every language of the platform, keyed by its stored name. */
export const languages: Readonly<Record<LanguageCode, Language>> = Object.freeze({
  Simplified_Chinese: chinese,
  Spanish: spanish,
  English: english,
});

/** True when `x` is one of the stored language names. */
export function isLanguageCode(x: unknown): x is LanguageCode {
  return typeof x === 'string' && (LANGUAGE_CODES as readonly string[]).includes(x);
}

/** The language registered under `code`, or undefined for an unknown name. */
export function getLanguage(code: string): Language | undefined {
  return isLanguageCode(code) ? languages[code] : undefined;
}

/** Dictionary directions that have data: zh→en, es→en, en→zh. */
export function supportedPairs(): { from: LanguageCode; to: LanguageCode }[] {
  return LANGUAGE_CODES.flatMap((from) => languages[from].targets.map((to) => ({ from, to })));
}

/** True when `lookup(text, from, to)` can answer (both names known and data exists). */
export function isSupportedPair(from: string, to: string): boolean {
  return isLanguageCode(from) && isLanguageCode(to) && languages[from].targets.includes(to);
}

/**
 * Loads dictionaries now (default: all) instead of at the first call, e.g.
 * at server start. Returns the time it took in milliseconds.
 */
export function warmUp(codes: readonly LanguageCode[] = LANGUAGE_CODES): number {
  const t = performance.now();
  for (const c of codes) languages[c].warmUp();
  return performance.now() - t;
}
