import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { files } from './files';
import { articles } from './reading';

/**
 * A learner's recording of an article, or of one sentence of it (spec 02 §3 Audio recording). The
 * audio is an mp3 in the files module (kind `recording`); `status` turns `reviewed` once a teacher
 * answers (docs/decisions/0100–0103).
 */
export const audioRecordings = pgTable(
  'audio_recordings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sentenceIndex: integer('sentence_index'),
    title: text('title').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    durationMs: integer('duration_ms').notNull(),
    size: integer('size').notNull(),
    status: text('status', { enum: ['waiting', 'reviewed'] })
      .notNull()
      .default('waiting'),
    feedbackNote: text('feedback_note'),
    feedbackRating: integer('feedback_rating'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audio_recordings_user_idx').on(t.userId, t.createdAt),
    check('audio_recordings_status_check', sql`${t.status} in ('waiting', 'reviewed')`),
    check('audio_recordings_rating_check', sql`${t.feedbackRating} is null or ${t.feedbackRating} between 1 and 5`),
  ],
);
export type AudioRecordingRow = typeof audioRecordings.$inferSelect;

/** A teacher's comment pinned to a moment (ms) of a recording or to a sentence of its article. */
export const recordingComments = pgTable(
  'recording_comments',
  {
    id: serial('id').primaryKey(),
    recordingId: integer('recording_id')
      .notNull()
      .references(() => audioRecordings.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    atMs: integer('at_ms'),
    sentenceIndex: integer('sentence_index'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recording_comments_recording_idx').on(t.recordingId, t.createdAt)],
);
export type RecordingCommentRow = typeof recordingComments.$inferSelect;

/**
 * The native recording's pitch contour of one sentence, computed once per article recording
 * (keyed by its file: a new recording computes again) (decision 0103).
 */
export const nativePitchCache = pgTable(
  'native_pitch_cache',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    audioFileId: text('audio_file_id').notNull(),
    sentenceIndex: integer('sentence_index').notNull(),
    contour: jsonb('contour').$type<{ hop_ms: number; values: (number | null)[]; energy?: number[]; at?: [number, number] }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('native_pitch_cache_key').on(t.articleId, t.audioFileId, t.sentenceIndex)],
);
