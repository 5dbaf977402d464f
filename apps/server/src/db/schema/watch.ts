import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories } from './categories';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const LANGS = ['Simplified_Chinese', 'Spanish', 'English'] as const;

/**
 * Videos: a submitted link or upload and the state of its transcription (spec 01 §3, §4). The
 * presented transcript is also kept serialized in `transcript_json`, written in the same
 * transaction as the sentences, so the player's read serializes nothing (docs/decisions/0040).
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().default(''),
    videoUrl: text('video_url').notNull(),
    /** The source as a stable key (youtube:ID, vimeo:ID, the normalized link, file:ID): one free use per source. */
    sourceKey: text('source_key').notNull(),
    videoType: text('video_type', { enum: ['Youtube', 'Vimeo', 'AWS'] }).notNull(),
    embedId: text('embed_id'),
    /** Self-hosted playback: the stored video file (uploads and demo videos). */
    videoFileId: text('video_file_id'),
    captionFileId: text('caption_file_id'),
    language: text('language', { enum: LANGS }).notNull(),
    spokenLanguage: text('spoken_language', { enum: LANGS }).notNull(),
    siteLanguage: text('site_language').notNull().default('English'),
    status: text('status', { enum: ['not_started', 'pending', 'success', 'fail'] })
      .notNull()
      .default('not_started'),
    failReason: text('fail_reason'),
    /** The reason as a code and its parameters, which the client words in the learner's language. */
    failCode: text('fail_code'),
    failParams: jsonb('fail_params').$type<Record<string, string | number>>(),
    stage: text('stage'),
    /**
     * The free use this video holds (docs/decisions/0065): `spent` when its submission counted one,
     * `returned` when it failed without a transcript and gave the use back, `none` otherwise.
     */
    freeUse: text('free_use', { enum: ['none', 'spent', 'returned'] })
      .notNull()
      .default('none'),
    /** Pipeline runs started; the last allowed one turns an error into `fail` instead of a retry. */
    attempts: integer('attempts').notNull().default(0),
    duration: doublePrecision('duration'),
    thumbnailFileId: text('thumbnail_file_id'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    level: text('level', { enum: ['Beginner', 'Intermediate', 'Advanced'] }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Demo videos by their seed key (demo-es, demo-zh, demo-en): seeding is idempotent. */
    demoKey: text('demo_key'),
    sentenceCount: integer('sentence_count').notNull().default(0),
    /** The presented transcript (JSON array of contract sentences), null until success. */
    transcriptJson: text('transcript_json'),
    /** Folded words of the title and the transcript (Chinese segmented), padded with spaces. */
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('videos_owner_idx').on(t.ownerId, t.createdAt),
    index('videos_catalogue_idx').on(t.isPublic, t.status, t.language),
    uniqueIndex('videos_demo_key').on(t.demoKey),
  ],
);
export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;

export type TranslatedText = { language: string; text: string };

/** Transcript sentences of a video, in order; replaced as a whole with the video's status. */
export const videoSentences = pgTable(
  'video_sentences',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    start: doublePrecision('start').notNull(),
    end: doublePrecision('end').notNull(),
    /** What was said, in the video's spoken language. */
    text: text('text').notNull(),
    enText: text('en_text').notNull(),
    /** The learner's foreign line and its words (spec's ori_zh_text and zh_text). */
    foreignText: text('foreign_text').notNull(),
    foreignWords: jsonb('foreign_words').$type<string[]>().notNull(),
    translated: jsonb('translated').$type<TranslatedText[]>().notNull(),
  },
  (t) => [uniqueIndex('video_sentences_position_key').on(t.videoId, t.position)],
);
export type VideoSentenceRow = typeof videoSentences.$inferSelect;
export type NewVideoSentenceRow = typeof videoSentences.$inferInsert;
