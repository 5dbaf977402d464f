import { z } from 'zod';
import { LEARNING_LANGUAGES, pageNumber, pageSize, plainText, queryBoolean, rowId, rowIdParam } from './common';

const LANG_ALIASES: Record<string, (typeof LEARNING_LANGUAGES)[number]> = {
  zh: 'Simplified_Chinese',
  'zh-cn': 'Simplified_Chinese',
  chinese: 'Simplified_Chinese',
  es: 'Spanish',
  spanish: 'Spanish',
  en: 'English',
  english: 'English',
};

/** A language of a lookup: the stored name (Spanish) or a short code (es). */
export const lookupLanguage = z.preprocess((v) => (typeof v === 'string' ? (LANG_ALIASES[v.toLowerCase()] ?? v) : v), z.enum(LEARNING_LANGUAGES));

/** The text of a word to look up: non-empty, at most 64 characters. */
const word = z.string().trim().min(1, 'Please select a word').max(64, 'Select one word or a short phrase (at most 64 characters)');
const optionalId = z.union([rowId, z.string().trim().min(1).max(64)]).nullish();
/** An article's id (articles have numeric ids): a number, or its digits as text. */
const articleRef = z
  .union(
    [
      rowId,
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/)
        .transform(Number)
        .pipe(rowId),
    ],
    { error: 'An article id is a positive whole number' },
  )
  .nullish();

/** The spec's lookup payload (spec 01 §3): `{video_id, text, transcript_id, lang_from, lang_to}`. */
export const videoLookupBody = z.object({
  video_id: optionalId,
  text: word,
  transcript_id: optionalId,
  lang_from: lookupLanguage,
  lang_to: lookupLanguage,
  sentence: plainText(1000).optional(),
});

export const dictionaryLookupBody = z.object({
  text: word,
  lang_from: lookupLanguage,
  lang_to: lookupLanguage,
  context: z
    .object({
      article_id: optionalId,
      video_id: optionalId,
      sentence: plainText(1000).optional(),
    })
    .strict()
    .optional(),
});

/** A vocabulary entry (spec 01 §3) with the dictionary's extras. */
export const vocabularyEntry = z.object({
  id: z.number().int(),
  text: z.string(),
  pronunciation: z.string().nullable(),
  meaning: z.string().nullable(),
  is_saved: z.boolean(),
  user_saved: z.boolean(),
  lookup_count: z.number().int(),
  updated_at: z.string(),
  language: z.string(),
  target_language: z.string(),
  lemma: z.string().nullable(),
  form: z.string().nullable(),
  tones: z.array(z.number().int()).nullable(),
  hsk: z.number().int().nullable(),
  senses: z.array(z.string()),
  traditional: z.string().nullable(),
  classifiers: z.array(z.string()),
  examples: z.array(z.string()),
  due_at: z.string().nullable(),
});
export type VocabularyEntry = z.infer<typeof vocabularyEntry>;

export const vocabularyListQuery = z.object({
  page: pageNumber,
  size: pageSize(250, 20),
  learning_language: lookupLanguage.optional(),
  is_saved: queryBoolean.optional(),
  q: z.string().trim().max(64).optional(),
});

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export const reviewBody = z.object({ rating: z.enum(REVIEW_RATINGS) }).strict();
export const reviewDueQuery = z.object({
  learning_language: lookupLanguage.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const reviewDue = z.object({ items: z.array(vocabularyEntry), total_due: z.number().int() });

/** The saved-sentence payload (spec 01 §3); an article sentence carries article_id instead of video_id. */
export const saveSentenceBody = z
  .object({
    transcript_id: optionalId,
    video_id: optionalId,
    article_id: articleRef,
    en_text: plainText(2000).default(''),
    zh_text: z
      .union([
        plainText(2000),
        z
          .array(plainText(200))
          .max(300)
          .transform((a) => a.join('')),
      ])
      .default(''),
    foreign_text: plainText(2000).default(''),
    language: lookupLanguage,
  })
  .refine((b) => b.foreign_text || b.zh_text || b.en_text, { message: 'The sentence is empty', path: ['foreign_text'] });

export const sentence = z.object({
  id: z.number().int(),
  en_text: z.string(),
  zh_text: z.string(),
  foreign_text: z.string(),
  click_count: z.number().int(),
  language: z.string(),
  video_id: z.string().nullable(),
  article_id: z.string().nullable(),
  transcript_id: z.string().nullable(),
  created_at: z.string(),
});
export type Sentence = z.infer<typeof sentence>;

/**
 * GET /video/sentence/list: the learner's saved sentences, newest first; `article_id` or `video_id`
 * lists those saved from one article or video (the reader and the player mark them).
 */
export const sentenceListQuery = z.object({
  page: pageNumber,
  size: pageSize(250, 20),
  learning_language: lookupLanguage.optional(),
  article_id: rowIdParam.optional(),
  video_id: rowIdParam.optional(),
});

export const updateSentenceBody = z.object({ click_count: z.number().int().min(0).max(1_000_000) }).strict();
