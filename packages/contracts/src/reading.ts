import { z } from 'zod';
import { CATEGORIES, LEVELS } from './constants';
import { pageNumber, pageSize, plainText, queryBoolean, rowId, rowIdParam } from './common';
import { token } from './language';

/** Languages an article can be written in (the learning languages with a reading magazine). */
export const ARTICLE_LANGUAGES = ['Simplified_Chinese', 'Spanish'] as const;
export const articleLanguage = z.preprocess(
  (v) => (v === 'zh' ? 'Simplified_Chinese' : v === 'es' ? 'Spanish' : v),
  z.enum(ARTICLE_LANGUAGES, { error: 'Language must be Simplified_Chinese or Spanish' }),
);
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];

/** The three levels of the spec; a level may be given by name or by its number 1–3. */
export const level = z.preprocess(
  (v) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? (LEVELS[Number(v) - 1] ?? `level ${v}`) : v),
  z.enum(LEVELS, { error: 'Level must be Beginner, Intermediate or Advanced' }),
);
export type Level = (typeof LEVELS)[number];

export const CATEGORY_NAMES = CATEGORIES;
/** Error codes in `detail` that the reader turns into its lock screen and texts. */
export const READING_ERRORS = {
  loginRequired: 'ARTICLE_LOGIN_REQUIRED',
  subscribeRequired: 'ARTICLE_SUBSCRIBE_REQUIRED',
  /** A free user's locked article that one of the free uses would open: POST /article/{id}/unlock first. */
  unlockRequired: 'ARTICLE_UNLOCK_REQUIRED',
  unknownCategory: 'Unknown category',
  fontMissing: 'PDF_FONT_MISSING',
} as const;

// ---- Editing --------------------------------------------------------------------------------

/** Text an editor types: plain text only; markup is kept as characters and escaped on display. */
const text = (max: number) => plainText(max);

export const paragraphInput = z.object({
  text: text(4000).min(1, 'A paragraph cannot be empty'),
  translation: text(4000).optional().default(''),
});

/** A cloze sentence marks its blank with double braces: `我每天去{{图书馆}}看书。` */
export const clozeItemInput = z.object({
  text: text(500).refine((s) => /^[^{}]*\{\{[^{}]+\}\}[^{}]*$/.test(s), 'Mark exactly one blank with {{word}}'),
});
export const clozeInput = z.object({
  items: z.array(clozeItemInput).max(30).default([]),
  /** Extra words for the word bank that are not answers. */
  distractors: z.array(text(40).min(1)).max(20).default([]),
});

export const questionInput = z
  .object({
    prompt: text(500).min(1, 'Field required'),
    options: z.array(text(200).min(1)).min(2, 'Give at least two options').max(6),
    answer: z.number().int().min(0).max(5),
    explanation: text(500).optional().default(''),
  })
  .refine((q) => q.answer < q.options.length, { message: 'The answer must be one of the options', path: ['answer'] });

export const sentenceTiming = z.object({ start: z.number().min(0).max(36_000), end: z.number().min(0).max(36_000) });
/** A timing an editor sends: the sentence ends after it starts (the reader highlights and plays start → end). */
const sentenceTimingInput = sentenceTiming.refine((t) => t.end > t.start, { message: 'A sentence must end after it starts', path: ['end'] });

const articleFields = {
  title: text(200).min(1, 'Field required'),
  title_en: text(200).optional().default(''),
  summary: text(1000).optional().default(''),
  language: articleLanguage,
  level,
  /** Category name (one of the categories) or id. */
  category: z.union([rowId, text(80).min(1)]),
  magazine_id: rowId.nullable().optional(),
  paragraphs: z.array(paragraphInput).min(1, 'Write at least one paragraph').max(100),
  is_free: z.boolean().optional().default(false),
  cloze: clozeInput.optional(),
  questions: z.array(questionInput).max(30).optional().default([]),
  key_vocabulary: z.array(text(40).min(1)).max(40).optional().default([]),
  author: text(100).optional().default(''),
  status: z.enum(['draft', 'published']).optional().default('draft'),
  published_at: z.iso.datetime({ offset: true }).nullable().optional(),
  sentence_timings: z.array(sentenceTimingInput.nullable()).max(2000).nullable().optional(),
};

export const createArticleBody = z.object(articleFields).strict();
export type CreateArticleBody = z.input<typeof createArticleBody>;
export const updateArticleBody = z
  .object({
    title: articleFields.title.optional(),
    title_en: text(200).optional(),
    summary: text(1000).optional(),
    language: articleLanguage.optional(),
    level: level.optional(),
    category: articleFields.category.optional(),
    magazine_id: articleFields.magazine_id,
    paragraphs: articleFields.paragraphs.optional(),
    is_free: z.boolean().optional(),
    cloze: clozeInput.optional(),
    questions: z.array(questionInput).max(30).optional(),
    key_vocabulary: z.array(text(40).min(1)).max(40).optional(),
    author: text(100).optional(),
    status: z.enum(['draft', 'published']).optional(),
    published_at: articleFields.published_at,
    sentence_timings: articleFields.sentence_timings,
  })
  .strict();
export type UpdateArticleBody = z.input<typeof updateArticleBody>;

// ---- Reading --------------------------------------------------------------------------------

export const articleListQuery = z.object({
  page: pageNumber,
  size: pageSize(100, 12),
  learning_language: articleLanguage.optional(),
  /** Category name (as in the spec, or its slug) or id. */
  category: z.string().trim().min(1).max(80).optional(),
  level: level.optional(),
  magazine_id: rowIdParam.optional(),
  q: z.string().trim().max(100).optional(),
  /** Editors only: include drafts (the CMS list). */
  status: z.enum(['draft', 'published', 'all']).optional(),
  /** Editors only: only articles with (or without) a recording. */
  has_audio: queryBoolean.optional(),
});
export type ArticleListQuery = z.input<typeof articleListQuery>;

export const accessState = z.object({
  /** open: the full text is here; locked: only the teaser. */
  state: z.enum(['open', 'locked']),
  /**
   * Why it is open or what unlocks it. `unlock`: a signed-in free user with free uses left; the text
   * opens only when they choose to spend one (POST /article/{id}/unlock), never by reading it.
   */
  reason: z.enum(['free', 'pro', 'editor', 'free_use', 'login', 'unlock', 'subscribe']),
  /** Signed-in free users: uses left of the free limit (null for others). */
  free_uses_left: z.number().int().nullable(),
});
export type AccessState = z.infer<typeof accessState>;

export const articleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  summary: z.string(),
  language: z.enum(ARTICLE_LANGUAGES),
  level: z.enum(LEVELS),
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  magazine: z.object({ id: z.number().int(), number: z.number().int(), title: z.string() }).nullable(),
  is_free: z.boolean(),
  cover_url: z.string().nullable(),
  has_audio: z.boolean(),
  author: z.string(),
  status: z.enum(['draft', 'published']),
  published_at: z.string().nullable(),
  word_count: z.number().int(),
  /** What the asking user gets: open or locked (without spending a free use). */
  locked: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articleSentence = z.object({
  index: z.number().int(),
  text: z.string(),
  start: z.number().nullable(),
  end: z.number().nullable(),
  tokens: z.array(token),
  /**
   * This sentence's own English translation: its part of the paragraph's translation when that
   * splits into as many sentences as the paragraph has; null when it does not (decision 0068).
   */
  translation: z.string().nullable(),
});
export type ArticleSentence = z.infer<typeof articleSentence>;

export const articleParagraph = z.object({
  index: z.number().int(),
  translation: z.string(),
  sentences: z.array(articleSentence),
});
export type ArticleParagraph = z.infer<typeof articleParagraph>;

export const keyWord = z.object({ text: z.string(), reading: z.string().nullable(), meaning: z.string().nullable() });

/** What the asker may do with this article, from the server's policy (decision 0080). */
export const ARTICLE_ABILITIES = ['edit'] as const;

export const articleDetail = articleSummary.extend({
  access: accessState,
  paragraphs: z.array(articleParagraph),
  key_vocabulary: z.array(keyWord),
  audio_url: z.string().nullable(),
  /** A human recording, or a computer voice made with espeak-ng (labelled so in the reader). */
  audio_voice: z.enum(['recording', 'computer']).nullable(),
  has_timings: z.boolean(),
  has_cloze: z.boolean(),
  question_count: z.number().int(),
  abilities: z.array(z.enum(ARTICLE_ABILITIES)),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** The editor's view: the stored source as written, for the CMS form. */
export const articleSource = articleDetail.extend({
  source: z.object({
    paragraphs: z.array(z.object({ text: z.string(), translation: z.string() })),
    cloze: z.object({ items: z.array(z.object({ text: z.string() })), distractors: z.array(z.string()) }),
    questions: z.array(z.object({ prompt: z.string(), options: z.array(z.string()), answer: z.number().int(), explanation: z.string() })),
    key_vocabulary: z.array(z.string()),
    sentence_timings: z.array(sentenceTiming.nullable()).nullable(),
  }),
});
export type ArticleSource = z.infer<typeof articleSource>;

export const downloadQuery = z.object({
  format: z.enum(['pdf', 'docx'], { error: 'Format must be pdf or docx' }),
  pinyin: queryBoolean.default(false),
  translation: queryBoolean.default(false),
});

// ---- Magazines and categories ---------------------------------------------------------------

export const magazine = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  issue_date: z.string(),
  cover_url: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  article_count: z.number().int(),
});
export type Magazine = z.infer<typeof magazine>;
export const magazineDetail = magazine.extend({ articles: z.array(articleSummary) });
export type MagazineDetail = z.infer<typeof magazineDetail>;

export const magazineBody = z
  .object({
    number: z.number().int().min(1).max(100_000),
    title: text(200).min(1, 'Field required'),
    title_en: text(200).optional().default(''),
    issue_date: z.iso.date('Use a date like 2026-05-01'),
    status: z.enum(['draft', 'published']).optional().default('draft'),
  })
  .strict();
export const updateMagazineBody = z
  .object({
    number: z.number().int().min(1).max(100_000).optional(),
    title: text(200).min(1).optional(),
    title_en: text(200).optional(),
    issue_date: z.iso.date('Use a date like 2026-05-01').optional(),
    status: z.enum(['draft', 'published']).optional(),
  })
  .strict();
export const magazineListQuery = z.object({
  page: pageNumber,
  size: pageSize(100, 20),
  status: z.enum(['draft', 'published', 'all']).optional(),
});
