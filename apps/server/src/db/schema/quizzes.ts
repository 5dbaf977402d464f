import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { articles } from './reading';

const ts = (name: string) => timestamp(name, { withTimezone: true });

// Owned by the quizzes feature (docs/decisions/0082). Today every quiz and cloze belongs to an
// article; the tables keep the names they were born with.

/** The latest cloze score per user and article. */
export const clozeResults = pgTable(
  'reading_cloze_results',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reading_cloze_results_key').on(t.userId, t.articleId)],
);

/** Quiz attempts: at most one unfinished attempt per user and article (partial unique index). */
export const quizAttempts = pgTable(
  'reading_quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<(number | null)[]>().notNull(),
    score: integer('score').notNull().default(0),
    total: integer('total').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    abandonedAt: ts('abandoned_at'),
  },
  (t) => [
    uniqueIndex('reading_quiz_attempts_open')
      .on(t.userId, t.articleId)
      .where(sql`finished_at is null and abandoned_at is null`),
    index('reading_quiz_attempts_user_idx').on(t.userId, t.articleId, t.startedAt),
  ],
);
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
