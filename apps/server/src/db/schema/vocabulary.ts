import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One row per user, language pair and dictionary key: every lookup bumps it (the lookup history),
 * saving marks it (the notebook), and its FSRS card schedules the flip-card review.
 */
export const vocabulary = pgTable(
  'vocabulary',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    targetLanguage: text('target_language').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    pronunciation: text('pronunciation'),
    meaning: text('meaning'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    examples: jsonb('examples')
      .notNull()
      .default(sql`'[]'::jsonb`),
    isSaved: boolean('is_saved').notNull().default(false),
    lookupCount: integer('lookup_count').notNull().default(0),
    sourceVideoId: text('source_video_id'),
    sourceArticleId: text('source_article_id'),
    card: jsonb('card'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /** Put away by the learner (/user/archived): out of the notebook and the flip cards, kept in the lookup history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vocabulary_user_key').on(t.userId, t.language, t.targetLanguage, t.key),
    index('vocabulary_user_updated').on(t.userId, t.updatedAt),
    index('vocabulary_user_due').on(t.userId, t.dueAt),
  ],
);
export type VocabularyRow = typeof vocabulary.$inferSelect;

/** Sentences a learner saved from a video transcript or an article. */
export const sentences = pgTable(
  'sentences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    enText: text('en_text').notNull().default(''),
    zhText: text('zh_text').notNull().default(''),
    foreignText: text('foreign_text').notNull().default(''),
    clickCount: integer('click_count').notNull().default(0),
    videoId: text('video_id'),
    articleId: text('article_id'),
    transcriptId: text('transcript_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sentences_user_created').on(t.userId, t.createdAt)],
);
export type SentenceRow = typeof sentences.$inferSelect;

/** One row per flip-card answer: the review history FSRS parameters can later be fitted on. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vocabularyId: integer('vocabulary_id')
      .notNull()
      .references(() => vocabulary.id, { onDelete: 'cascade' }),
    rating: text('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
    log: jsonb('log').notNull(),
  },
  (t) => [index('review_logs_user').on(t.userId, t.reviewedAt)],
);
