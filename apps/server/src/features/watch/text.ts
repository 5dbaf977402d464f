import { annotate, type LanguageCode } from '@lingbridge/language/annotate';
import { searchWords } from '../reading/text';

/**
 * A line as the words the learner clicks (the spec's zh_text): Chinese segmented by jieba, Spanish
 * and English by word. Punctuation stays attached to the word it touches (`¿Dónde`, `está?`,
 * `你好，`; a mark touching both sides joins the word before), so the client renders the list as is:
 * joined with nothing for Chinese, with spaces otherwise (docs/decisions/0040).
 */
export function wordsOf(text: string, language: LanguageCode): string[] {
  const words: string[] = [];
  let pending = '';
  let prevTouches = false; // the last item ends right where this token starts (no space between)
  for (const t of annotate(text, language)) {
    if (/^\s+$/u.test(t.text)) {
      if (pending) {
        words.push(pending);
        pending = '';
      }
      prevTouches = false;
      continue;
    }
    if (t.isWord) {
      if (!pending && prevTouches && language !== 'Simplified_Chinese' && words.length && !/\p{L}|\p{N}/u.test(words[words.length - 1].slice(-1)))
        words[words.length - 1] += t.text; // it's, l'eau: an apostrophe between two words keeps them one
      else words.push(pending + t.text);
      pending = '';
      prevTouches = true;
      continue;
    }
    if (prevTouches && words.length && !pending) words[words.length - 1] += t.text;
    else pending += t.text;
    prevTouches = !pending;
  }
  if (pending) {
    if (words.length) words[words.length - 1] += pending;
    else words.push(pending);
  }
  return words;
}

/** The stored search text of a video: folded words of its title and every line, padded with spaces. */
export function buildSearchText(title: string, lines: { text: string; language: LanguageCode }[]) {
  const words = new Set<string>(searchWords(title, /\p{Script=Han}/u.test(title) ? 'Simplified_Chinese' : 'English'));
  for (const l of lines) for (const w of searchWords(l.text, l.language)) words.add(w);
  return ` ${[...words].join(' ')} `;
}
