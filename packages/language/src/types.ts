import type { Tone } from './pinyin.js';

/** Language names as stored by the platform (spec 01: learning_language). */
export type LanguageCode = 'Simplified_Chinese' | 'Spanish' | 'English';

/** All language codes the registry knows. */
export const LANGUAGE_CODES: readonly LanguageCode[] = ['Simplified_Chinese', 'Spanish', 'English'];

/** One token of an annotated text. Offsets are UTF-16 indexes into the input. */
export interface Token {
  text: string;
  start: number;
  /** Exclusive end offset: `input.slice(start, end) === text`. */
  end: number;
  /** False for punctuation and whitespace. */
  isWord: boolean;
  /** Chinese: pinyin with tone marks, one space between syllables, as read in this context. */
  reading?: string;
  /** Chinese: numbered pinyin (`yin2 hang2`, ü kept). */
  readingNumbered?: string;
  /** Chinese: tone of each syllable, 1–4, 5 = neutral. */
  tones?: Tone[];
  /** Dictionary key to pass to `lookup`: Chinese headword, Spanish/English lemma. */
  key?: string;
  /** Short English gloss when the dictionary has one. */
  gloss?: string;
  /** Spanish contractions and enclitics: lemmas of the parts (`dámelo` → dar, me, lo). */
  parts?: string[];
  /** Spanish: the multi-word expression this word belongs to (`Sin embargo` → key `sin embargo`, gloss `however`). */
  phrase?: { text: string; key: string; gloss?: string };
}

/** Another reading of a Chinese headword (e.g. 行 xíng / háng). */
export interface OtherReading {
  pronunciation: string;
  readingNumbered: string;
  senses: string[];
}

/** Another possible analysis of a Spanish form (e.g. fue → ser / ir). */
export interface OtherAnalysis {
  lemma: string;
  form: string;
  meaning: string | null;
}

/** A target-language equivalent (English → Chinese lookups). */
export interface Translation {
  text: string;
  traditional?: string;
  pronunciation: string | null;
  meaning: string | null;
  hsk?: number | null;
}

/** Dictionary answer, shaped to fill the spec's vocabulary entry plus extras. */
export interface DictEntry {
  /** The looked-up text (Chinese: the headword as found). */
  text: string;
  /** Chinese: pinyin with tone marks; Spanish/English: null. English→Chinese: pinyin of the best translation. */
  pronunciation: string | null;
  /** Short display gloss (first senses), null when nothing is known. */
  meaning: string | null;
  /** All senses of the primary reading / lemma. */
  senses: string[];
  /** Dictionary form (Spanish/English lemma, Chinese simplified headword). */
  lemma?: string;
  /** Spanish/English: grammatical description of the looked-up form. */
  form?: string;
  /** Spanish: part of speech (Apertium tag: vblex, n, adj, ...). */
  pos?: string;
  /** Spanish: clitic pronouns attached to the verb (dámelo → me, lo). */
  clitics?: string[];
  otherAnalyses?: OtherAnalysis[];
  /** Chinese. */
  readingNumbered?: string;
  tones?: Tone[];
  hsk?: number | null;
  simplified?: string;
  traditional?: string;
  classifiers?: string[];
  variants?: string[];
  otherReadings?: OtherReading[];
  /** English → Chinese: ranked candidate translations. */
  translations?: Translation[];
  /** Data source, for attribution in the UI. */
  source: 'CC-CEDICT' | 'Apertium+FreeDict' | 'none';
}

/** One language of the registry. */
export interface Language {
  code: LanguageCode;
  /** BCP 47 tag for speech synthesis and `lang` attributes. */
  bcp47: string;
  /** Languages this one can be looked up into. */
  targets: readonly LanguageCode[];
  /** Tokens with offsets, readings, tones, dictionary keys and glosses. */
  annotate(text: string): Token[];
  /** Dictionary lookup of a word into `to`, or null when it has no entry. */
  lookup(text: string, to: LanguageCode): DictEntry | null;
  /** Lookup of the word at a clicked UTF-16 offset of `text`. */
  lookupAt(text: string, index: number, to: LanguageCode): DictEntry | null;
  /** Lookup of a word read in the sentence it was met in (at `at`, a UTF-16 offset of `sentence`). */
  lookupInSentence?(word: string, sentence: string, at: number, to: LanguageCode): DictEntry | null;
  /** Loads this language's data now instead of on first use. */
  warmUp(): void;
}
