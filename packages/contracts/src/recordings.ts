import { z } from 'zod';
import { pageNumber, pageSize, paged, plainText, rowId, rowIdParam } from './common';
import { ARTICLE_LANGUAGES } from './reading';

/**
 * Recordings (spec 02 §3 Audio recording, §4 Recording, §7, §8): a learner reads an article, or one
 * sentence of it, aloud; the teachers of their groups listen and give feedback
 * (docs/decisions/0100–0104).
 */

/**
 * The calls live under a base of their own ("a server base different from the main one", 02 §7):
 * this server answers them there, and the web client takes the base from its configuration, so
 * they can move to a separate service (decision 0100).
 */
export const RECORDINGS_API_BASE_DEFAULT = '/api/recordings/v1';

/** 02 §3: the title is fixed as "New Recording" when a recording is saved; the learner may rename it. */
export const DEFAULT_RECORDING_TITLE = 'New Recording';
export const RECORDING_TITLE_MAX = 100;
/** The longest recording kept (a whole article read slowly); longer uploads are refused. */
export const RECORDING_MAX_SECONDS = 20 * 60;
/** The recorder's timer ticks every second (02 §9). */
export const RECORDER_TICK_MS = 1000;
export const FEEDBACK_NOTE_MAX = 1000;
export const COMMENT_MAX = 500;

/** 02 §4 Recording: the recorder's states. */
export const RECORDER_STATES = ['idle', 'recording', 'paused', 'stopped', 'saving', 'saved', 'failed'] as const;
export type RecorderState = (typeof RECORDER_STATES)[number];

/** Whether a teacher has answered: waiting until a teacher comments or reviews it. */
export const RECORDING_STATUSES = ['waiting', 'reviewed'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

/** 02 §8, word for word: what the recorder says after Save. */
export const RECORDING_MESSAGES = {
  saved: 'Success! Your recording has been saved.',
  failed: 'Failed to save the recording.',
  unauthorized: 'Unauthorized! Please log in again.',
  error: 'Error saving the recording.',
  dialog: 'Save Successfully!',
  tooLarge: 'File size exceeds the limit',
} as const;

/** What the server answers (in `detail`) for a refused upload or call. */
export const RECORDING_ERRORS = {
  missing: 'Please record something first',
  notAudio: 'The file is not an audio recording we can read',
  empty: 'The recording is empty',
  truncated: 'The recording is cut off: please save it again',
  tooLong: 'The recording is too long',
  notFound: 'Recording not found',
  articleNotFound: 'Article not found',
  sentenceNotFound: 'Sentence not found',
  groupNotFound: 'Group not found',
  /** The spec's words for a user that does not exist (01 §General, 02). */
  userNotFound: 'No user found',
  reviewEmpty: 'Write a note or choose a rating',
  mediaToolMissing: 'This server cannot convert recordings (ffmpeg is not installed)',
} as const;

export const RECORDING_ABILITIES = ['rename', 'delete', 'review'] as const;
export type RecordingAbility = (typeof RECORDING_ABILITIES)[number];

export const recordingComment = z.object({
  id: z.number().int(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  /** The moment of the recording it is about, in milliseconds; null for a comment on a sentence or the whole. */
  at_ms: z.number().int().nullable(),
  /** The article sentence it is about (the reader's sentence index); null when pinned to a moment only. */
  sentence_index: z.number().int().nullable(),
  text: z.string(),
  created_at: z.string(),
});
export type RecordingComment = z.infer<typeof recordingComment>;

export const recordingFeedback = z.object({
  note: z.string(),
  /** 1–5 stars. */
  rating: z.number().int().min(1).max(5).nullable(),
  reviewer_name: z.string(),
  reviewed_at: z.string(),
});
export type RecordingFeedback = z.infer<typeof recordingFeedback>;

export const recording = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  article_id: z.number().int(),
  article_title: z.string(),
  article_language: z.enum(ARTICLE_LANGUAGES),
  /** Sentence mode: the sentence read; null for the whole article. */
  sentence_index: z.number().int().nullable(),
  title: z.string(),
  duration_ms: z.number().int(),
  size: z.number().int(),
  /** A link the <audio> element can play (signed, valid for hours; decision 0050). */
  audio_url: z.string(),
  status: z.enum(RECORDING_STATUSES),
  feedback: recordingFeedback.nullable(),
  comments: z.array(recordingComment),
  created_at: z.string(),
  abilities: z.array(z.enum(RECORDING_ABILITIES)),
});
export type Recording = z.infer<typeof recording>;

/**
 * A page of a learner's or a group's recordings, newest first (decision 0209): `{items, page, pages,
 * total}` as every paged list; a call without `page`/`size` gets the first RECORDINGS_PAGE_SIZE.
 */
export const recordingList = paged(recording);
export type RecordingList = z.infer<typeof recordingList>;
export const RECORDINGS_PAGE_SIZE = 20;
export const RECORDINGS_PAGE_MAX = 50;
export const recordingListQuery = z.object({ page: pageNumber, size: pageSize(RECORDINGS_PAGE_MAX, RECORDINGS_PAGE_SIZE) });
export type RecordingListQuery = z.infer<typeof recordingListQuery>;

export const recordingIdParam = z.object({ id: rowIdParam });
export const commentIdParam = z.object({ id: rowIdParam, commentId: rowIdParam });

/** The text fields of POST /audio_recording beside the `audio_file` part. */
export const uploadFields = z.object({
  title: plainText(RECORDING_TITLE_MAX).optional(),
  // A form field is text: a missing one is "Field required", not a coerced NaN.
  article_id: z.string().transform(Number).pipe(rowId),
  sentence_index: z.coerce.number().int().min(0).max(5000).optional(),
});

export const renameBody = z.object({
  title: plainText(RECORDING_TITLE_MAX)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Title is required')),
});

export const commentBody = z
  .object({
    text: plainText(COMMENT_MAX)
      .transform((s) => s.trim())
      .pipe(z.string().min(1, 'Comment is required')),
    at_ms: z
      .number()
      .int()
      .min(0)
      .max(RECORDING_MAX_SECONDS * 1000)
      .nullable()
      .optional(),
    sentence_index: z.number().int().min(0).max(5000).nullable().optional(),
  })
  .refine((b) => b.at_ms != null || b.sentence_index != null, { message: 'Pin the comment to a moment or a sentence', path: ['at_ms'] });

export const reviewBody = z.object({
  note: plainText(FEEDBACK_NOTE_MAX).transform((s) => s.trim()),
  rating: z.number().int().min(1).max(5).nullable().optional(),
});

/**
 * A pitch contour: one value per frame (`hop_ms` apart), in semitones above 55 Hz; null where
 * unvoiced; and each frame's loudness in dB, from which its syllables are found.
 */
export const pitchContour = z.object({
  hop_ms: z.number(),
  values: z.array(z.number().nullable()),
  energy: z.array(z.number()).optional(),
});
export type PitchContour = z.infer<typeof pitchContour>;

/** The native recording's contour of one sentence of an article, with its syllables' tones. */
export const nativePitch = z.object({
  article_id: z.number().int(),
  sentence_index: z.number().int(),
  contour: pitchContour,
  /** Tones of the sentence's syllables in order (1–5), from the reader's pinyin. */
  tones: z.array(z.number().int()),
  syllables: z.array(z.string()),
});
export type NativePitch = z.infer<typeof nativePitch>;
export const nativePitchParams = z.object({ articleId: rowIdParam, index: z.coerce.number().int().min(0).max(5000) });

export const recordingUserId = rowId;
