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

const EN_WORDS = new Set(
  'the and of to is are was were you that it this with for on have has not they we what there be will would can my your his her'.split(' '),
);
const ES_WORDS = new Set('el la los las que de del y en es son está un una por para con no se su sus lo al como más pero muy yo tú nosotros hay'.split(' '));

/**
 * The language of caption text, when it is clear: English or Spanish by their commonest words, or
 * `other` when most letters are not Latin or neither set of words shows up; null when too short to say.
 */
export function detectSpokenLanguage(texts: string[]): 'English' | 'Spanish' | 'other' | null {
  const text = texts.join(' ');
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  // Chinese or Cyrillic says enough in a few characters; words need a sentence or two.
  if (letters.length >= 8 && latin / letters.length < 0.5) return 'other';
  if (letters.length < 40) return null;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let en = 0;
  let es = 0;
  for (const w of words) {
    if (EN_WORDS.has(w)) en++;
    if (ES_WORDS.has(w)) es++;
  }
  if (words.length >= 15 && en + es < words.length * 0.08) return 'other';
  if (en >= 3 && en > 3 * es) return 'English';
  if (es >= 3 && es > 3 * en) return 'Spanish';
  return null;
}
