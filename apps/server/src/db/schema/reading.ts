import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories } from './categories';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Magazine issues: number, date, cover; the current issue is the published one with the highest number. */
export const magazines = pgTable(
  'magazines',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    coverFileId: text('cover_file_id'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('magazines_number_key').on(t.number)],
);
export type MagazineRow = typeof magazines.$inferSelect;

export type StoredParagraph = { text: string; translation: string };
export type StoredCloze = { items: { text: string }[]; distractors: string[] };
export type StoredQuestion = { prompt: string; options: string[]; answer: number; explanation: string };
export type SentenceTiming = { start: number; end: number } | null;

/**
 * Articles: the source as the editor wrote it (paragraphs, cloze, questions) plus what the server
 * derives on save: the annotated sentences the reader shows and the search text (docs/decisions/0030).
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    summary: text('summary').notNull().default(''),
    language: text('language', { enum: ['Simplified_Chinese', 'Spanish'] }).notNull(),
    level: text('level', { enum: ['Beginner', 'Intermediate', 'Advanced'] }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    magazineId: integer('magazine_id').references(() => magazines.id, { onDelete: 'set null' }),
    paragraphs: jsonb('paragraphs').$type<StoredParagraph[]>().notNull(),
    /** Sentences with tokens per paragraph, computed on save so a read does no language work. */
    annotated: jsonb('annotated')
      .notNull()
      .default(sql`'[]'::jsonb`),
    keyVocabulary: jsonb('key_vocabulary')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    cloze: jsonb('cloze')
      .$type<StoredCloze>()
      .notNull()
      .default(sql`'{"items":[],"distractors":[]}'::jsonb`),
    questions: jsonb('questions')
      .$type<StoredQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    coverFileId: text('cover_file_id'),
    audioFileId: text('audio_file_id'),
    audioMime: text('audio_mime'),
    /** True for a computer-voice recording (espeak-ng); the reader labels it so. */
    audioSynthetic: boolean('audio_synthetic').notNull().default(false),
    sentenceTimings: jsonb('sentence_timings').$type<SentenceTiming[] | null>(),
    isFree: boolean('is_free').notNull().default(false),
    author: text('author').notNull().default(''),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: ts('published_at'),
    wordCount: integer('word_count').notNull().default(0),
    /** Space-separated, lower-cased, accent-folded words (Chinese segmented), padded with spaces. */
    searchText: text('search_text').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('articles_list_idx').on(t.status, t.language, t.publishedAt),
    index('articles_category_idx').on(t.categoryId),
    index('articles_magazine_idx').on(t.magazineId),
  ],
);
export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
