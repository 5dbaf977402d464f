import type { ArticleLanguage } from '@lingbridge/contracts/reading';
import { annotate, type Token } from '@lingbridge/language/annotate';
import { fold } from '@lingbridge/language/fold';
import { lookup } from '@lingbridge/language/lookup';
import type { StoredParagraph } from '../../db/schema';

export type AnnotatedSentence = { text: string; tokens: Token[] };
export type AnnotatedParagraph = { sentences: AnnotatedSentence[] };

const ZH_END = /[。！？!?；…]/;
const ES_END = /[.!?…]/;
const CLOSERS = /["'»”’」』）)]/;

/**
 * Splits a paragraph into sentences: Chinese after 。！？; Spanish after . ! ? … followed by a space
 * (so 3.5 and initials stay whole). Closing quotes stay with their sentence.
 */
export function splitSentences(text: string, language: ArticleLanguage): string[] {
  const out: string[] = [];
  const end = language === 'Simplified_Chinese' ? ZH_END : ES_END;
  let start = 0;
  let i = 0;
  while (i < text.length) {
    if (end.test(text[i])) {
      let j = i + 1;
      while (j < text.length && (end.test(text[j]) || CLOSERS.test(text[j]))) j++;
      const atBoundary = language === 'Simplified_Chinese' || j >= text.length || /\s/.test(text[j]);
      if (atBoundary) {
        const s = text.slice(start, j).trim();
        if (s) out.push(s);
        start = j;
      }
      i = j;
    } else i++;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Every paragraph split into sentences, each annotated (tokens with readings, tones and keys). */
export function annotateParagraphs(paragraphs: StoredParagraph[], language: ArticleLanguage): AnnotatedParagraph[] {
  return paragraphs.map((p) => ({
    sentences: splitSentences(p.text, language).map((s) => ({ text: s, tokens: annotate(s, language) })),
  }));
}

/**
 * Each sentence's own share of its paragraph's English translation (decision 0068): the translation
 * split into sentences as a Latin-script text is, when it has exactly `count` of them; otherwise
 * nulls, because a saved sentence carrying the whole paragraph's translation (or a neighbour's) is
 * wrong, while no translation is only missing.
 */
export function sentenceTranslations(translation: string, count: number): (string | null)[] {
  const parts = splitSentences(translation.trim(), 'Spanish');
  return parts.length === count ? parts : Array.from({ length: count }, () => null);
}

export { fold };

/** The words of a text as the search sees them: each word's form and its dictionary key. */
export function searchWords(text: string, language: ArticleLanguage | 'English'): string[] {
  const words = new Set<string>();
  for (const t of annotate(text, language)) {
    if (!t.isWord) continue;
    words.add(fold(t.text));
    if (t.key) words.add(fold(t.key));
  }
  return [...words].filter((w) => w.length > 0 && !/\s/.test(w));
}

/**
 * The stored search text: title, English title, summary, body and translations as words, with a
 * space on each side so a query word can be matched whole (docs/decisions/0030).
 */
export function buildSearchText(a: { title: string; titleEn: string; summary: string; language: ArticleLanguage; paragraphs: StoredParagraph[] }) {
  const own = [a.title, a.summary, ...a.paragraphs.map((p) => p.text)].join('\n');
  const english = [a.titleEn, ...a.paragraphs.map((p) => p.translation)].join('\n');
  const words = new Set([...searchWords(own, a.language), ...searchWords(english, 'English')]);
  return ` ${[...words].join(' ')} `;
}

/** Words a reader counts: Chinese characters one by one, other languages by word. */
export function countWords(paragraphs: AnnotatedParagraph[], language: ArticleLanguage) {
  let n = 0;
  for (const p of paragraphs)
    for (const s of p.sentences) for (const t of s.tokens) if (t.isWord) n += language === 'Simplified_Chinese' ? [...t.text].length : 1;
  return n;
}

/** Key vocabulary with reading and meaning, for the reader's list and the documents. */
export function describeKeyWords(words: string[], language: ArticleLanguage) {
  return words.map((w) => {
    const e = lookup(w, language, 'English');
    return { text: w, reading: e?.pronunciation ?? null, meaning: e?.meaning ?? null };
  });
}
