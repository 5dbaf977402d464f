import { z } from 'zod';
import { LEVELS } from './constants';
import { LEARNING_LANGUAGES, pageNumber, pageSize, plainText, queryBoolean, rowId, rowIdParam, siteLanguage } from './common';

/** Transcription states of a video (spec 01 §3, §4). */
export const VIDEO_STATUSES = ['not_started', 'pending', 'success', 'fail'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** How a video is played (spec 01 §3): YouTube, Vimeo, or a self-hosted file ("AWS"). */
export const VIDEO_TYPES = ['Youtube', 'Vimeo', 'AWS'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** What the speech in a submitted video may be (spec 01 §5: English or Spanish). */
export const SPOKEN_LANGUAGES = ['English', 'Spanish'] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/** Caption download formats. */
export const CAPTION_FORMATS = ['srt', 'vtt', 'txt'] as const;
export type CaptionFormat = (typeof CAPTION_FORMATS)[number];

/** Messages of the spec (01 §5, §8) the client and server share word for word. */
export const WATCH_MESSAGES = {
  badUrl: 'Please enter the correct URL.',
  loginFirst: 'Oops! Please login first!',
  processingFailed: 'Video processing failed!',
  subtitleFailed: 'subtitle generation failed, please upload another video',
  noVideos: 'no videos found, please input other search input',
  notFound: 'not found',
  notEmbeddable: 'not embeddable',
} as const;

/** Error codes in `detail` the client maps to texts. */
export const WATCH_ERRORS = {
  unsupportedSource: 'VIDEO_UNSUPPORTED_SOURCE',
  notAVideo: 'VIDEO_NOT_A_VIDEO',
  tooLong: 'VIDEO_TOO_LONG',
  badCaptions: 'VIDEO_BAD_CAPTIONS',
  badFile: 'VIDEO_BAD_FILE',
} as const;

/**
 * Why a video ended in `fail`, as a stable code the client words in the learner's language
 * (`transcribe_fail_code`, with `transcribe_fail_params`); `transcribe_fail_reason` keeps the
 * server's English text for codes a client does not know yet.
 */
export const VIDEO_FAIL_CODES = [
  'NO_STT',
  'LOCAL_WHISPER_MISSING',
  'NO_TRANSLATION', // {from, to}: language names (English, Spanish, Simplified_Chinese)
  'FILE_MISSING',
  'CAPTIONS_MISSING',
  'NO_DOWNLOADER', // {site}
  'TOO_LONG', // {minutes}
  'TOO_LONG_LINK',
  'TOO_LARGE', // {mb}
  'CAPTIONS_TOO_LONG',
  'NO_AUDIO',
  'LEADING_SILENCE',
  'NOT_A_VIDEO',
  'UNSUPPORTED_SOURCE',
  'NO_MEDIA_TOOL',
  'BAD_CAPTIONS',
  'CAPTIONS_LANGUAGE',
  'NO_SENTENCES',
  'FETCH_FAILED',
  'PROCESSING_FAILED',
  'UNKNOWN',
] as const;
export type VideoFailCode = (typeof VIDEO_FAIL_CODES)[number];
export const videoFailParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type VideoFailParams = z.infer<typeof videoFailParams>;

const LANG_ALIASES: Record<string, string> = {
  zh: 'Simplified_Chinese',
  es: 'Spanish',
  en: 'English',
};
const aliased = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.preprocess((v) => (typeof v === 'string' ? (LANG_ALIASES[v.toLowerCase()] ?? v) : v), z.enum(values, { error }));

/**
 * `POST /video` (spec 01 §7: video_url, language, site_language). `language` is the learner's
 * learning language: it decides the foreign line of the transcript (Chinese learners get a Chinese
 * translation of an English video). A self-hosted upload sends `video_file_id` from
 * `POST /video/file` instead of a link; `caption_file_id` attaches an SRT or WebVTT file.
 */
export const createVideoBody = z
  .object({
    video_url: z.string().trim().max(2000, WATCH_MESSAGES.badUrl).optional(),
    video_file_id: z.string().trim().min(1).max(64).optional(),
    caption_file_id: z.string().trim().min(1).max(64).optional(),
    language: aliased(LEARNING_LANGUAGES, 'Language must be Simplified_Chinese, Spanish or English'),
    /** The interface language, as a code (en) or a stored name (English) like the account's; stored as the name. */
    site_language: siteLanguage.optional(),
    /** The language spoken in the video; by default Spanish for learners of Spanish, else English. */
    spoken_language: aliased(SPOKEN_LANGUAGES, 'The video must be in English or Spanish').optional(),
    title: plainText(200).optional(),
  })
  .refine((b) => !!b.video_url || !!b.video_file_id, { message: WATCH_MESSAGES.badUrl, path: ['video_url'] });
export type CreateVideoBody = z.input<typeof createVideoBody>;

/** A language and its text: the spec's `translated_languages` items. */
export const translatedText = z.object({ language: z.string(), text: z.string() });

/**
 * One transcript sentence: the spec's Transcript sentence (01 §3: id, start, end, en_text, zh_text
 * as a list of words, ori_zh_text) and its Video.transcript item (text, translated_languages) in one.
 * `zh_text`/`ori_zh_text` hold the learner's foreign line (Chinese or Spanish words), `en_text` the
 * English line, `text` what was said, in `spoken_language`.
 */
export const transcriptSentence = z.object({
  id: z.number().int(),
  start: z.number(),
  end: z.number(),
  text: z.string(),
  translated_languages: z.array(translatedText),
  en_text: z.string(),
  zh_text: z.array(z.string()),
  ori_zh_text: z.string(),
});
export type TranscriptSentence = z.infer<typeof transcriptSentence>;

export const videoCategory = z.object({ id: z.number().int(), name: z.string() });

/** The Video entity of spec 01 §3 with what the player needs. */
export const video = z.object({
  id: z.number().int(),
  title: z.string(),
  video_url: z.string(),
  video_type: z.enum(VIDEO_TYPES),
  /** YouTube or Vimeo id; null for self-hosted files. */
  embed_id: z.string().nullable(),
  language: z.enum(LEARNING_LANGUAGES),
  /** Demo videos may be spoken in Chinese; submitted ones are English or Spanish. */
  spoken_language: z.enum(LEARNING_LANGUAGES),
  site_language: z.string(),
  transcribe_status: z.enum(VIDEO_STATUSES),
  transcribe_fail_reason: z.string().nullable(),
  /** One of VIDEO_FAIL_CODES (or a newer one), null unless `fail` (or for videos failed before codes). */
  transcribe_fail_code: z.string().nullable(),
  transcribe_fail_params: videoFailParams.nullable(),
  /**
   * The free use this video holds (docs/decisions/0065): `spent` when its submission took one of the
   * free uses, `returned` when it failed without a transcript and the use was given back.
   */
  free_use: z.enum(['none', 'spent', 'returned']),
  /** What the pipeline is doing now (fetch, captions, sentences, translation), for the progress panel. */
  stage: z.string().nullable(),
  duration: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  category: videoCategory.nullable(),
  level: z.enum(LEVELS).nullable(),
  owner_id: z.number().int().nullable(),
  is_public: z.boolean(),
  is_demo: z.boolean(),
  sentence_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  transcript: z.array(transcriptSentence).optional(),
});
export type Video = z.infer<typeof video>;

export const getVideoQuery = z.object({
  include_transcript: queryBoolean.default(true),
});

export const videoListQuery = z.object({
  page: pageNumber,
  size: pageSize(1500, 10),
  learning_language: aliased(LEARNING_LANGUAGES, 'Unknown learning language').optional(),
  category: rowIdParam.optional(),
  level: z.enum(LEVELS).optional(),
  q: z.string().trim().max(100).optional(),
});

export const myVideosQuery = z.object({
  page: pageNumber,
  size: pageSize(1500, 10),
  status: z.enum(VIDEO_STATUSES).optional(),
});

/**
 * `GET /video/admin/list` (admins, CMS videoCategory): every video, whoever owns it, newest first,
 * so an admin can find a learner's finished private video and publish it.
 */
export const adminVideosQuery = z.object({
  page: pageNumber,
  size: pageSize(100, 20),
  status: z.enum(VIDEO_STATUSES).optional(),
  /** Part of the title. */
  q: z.string().trim().max(100).optional(),
  language: aliased(LEARNING_LANGUAGES, 'Unknown learning language').optional(),
  is_public: queryBoolean.optional(),
});
export type AdminVideosQuery = z.input<typeof adminVideosQuery>;

/** `PATCH /video/{id}`: the owner renames; an admin also sets level, category and publication. */
export const updateVideoBody = z
  .object({
    /** The spec's payload of this call (01 §7: PATCH /video/{id} sends `id`): the path's id again, changing nothing. */
    id: rowId.optional(),
    title: plainText(200).min(1).optional(),
    level: z.enum(LEVELS).nullable().optional(),
    category_id: rowId.nullable().optional(),
    is_public: z.boolean().optional(),
  })
  .strict();

/** `PATCH /video` (spec 01 §7: level): sets the level of several videos at once (admin). */
export const updateVideosLevelBody = z.object({ video_ids: z.array(rowId).min(1).max(500), level: z.enum(LEVELS).nullable() }).strict();

/** `PATCH /video/video_category/{id}`: the category of one video (admin). */
export const videoCategoryBody = z.object({ category_id: rowId.nullable() }).strict();

/** `PATCH /video/{id}/transcript/{sentenceId}`: an editor corrects a line (CMS VideoEdit). */
export const updateTranscriptSentenceBody = z
  .object({
    text: plainText(2000).min(1).optional(),
    en_text: plainText(2000).optional(),
    ori_zh_text: plainText(2000).optional(),
    start: z.number().min(0).max(36_000).optional(),
    end: z.number().min(0).max(36_000).optional(),
  })
  .strict();

export const captionQuery = z.object({
  format: z.enum(CAPTION_FORMATS).default('srt'),
  /** Which line: what was said, the English line or the learner's foreign line. */
  line: z.enum(['original', 'en', 'foreign']).default('original'),
});

/** `POST /video/file` answers the stored file's id (multipart field `file`). */
export const videoFile = z.object({ file_id: z.string(), filename: z.string(), kind: z.enum(['video', 'captions']), size: z.number().int() });
export type VideoFile = z.infer<typeof videoFile>;

/** Caption download file names (spec 01 §5): drop \ / : * ? " < > | and cut to 100 characters. */
export function captionFileName(title: string, ext: string) {
  // Cut by characters (code points), not UTF-16 units: half an emoji is no text, and no header can carry it.
  const base =
    Array.from(title.replace(/[\\/:*?"<>|]/g, '').trim())
      .slice(0, 100)
      .join('') || 'captions';
  return `${base}.${ext}`;
}
