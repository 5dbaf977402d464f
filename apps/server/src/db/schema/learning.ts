import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { videos } from './watch';
import { articles } from './reading';

// Owned by the learning feature (issue 18, docs/decisions/0095–0099).

/**
 * The activity tracker's lines, summed per user, learner-local day, time-of-day period, named page
 * and the article or video it showed (`ref`, '' for none). A batch adds to these rows; a day's
 * seconds per line never pass 86,400.
 */
export const learningActivity = pgTable(
  'learning_activity',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    period: text('period', { enum: ['Morning', 'Afternoon', 'Evening', 'Night'] }).notNull(),
    page: text('page').notNull(),
    ref: text('ref').notNull().default(''),
    feature: text('feature', { enum: ['read', 'watch', 'vocabulary', 'quiz', 'speak', 'other'] }).notNull(),
    visits: integer('visits').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.period, t.page, t.ref] }), index('learning_activity_day').on(t.day, t.feature)],
);
export type LearningActivityRow = typeof learningActivity.$inferSelect;

/** The daily goal a learner set (minutes of activity or words reviewed and saved). */
export const learningGoals = pgTable('learning_goals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['minutes', 'words'] }).notNull(),
  target: integer('target').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Whole videos a learner saved to watch again (/user/saved/videolist). */
export const savedVideos = pgTable(
  'learning_saved_videos',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('learning_saved_videos_user').on(t.userId, t.savedAt)],
);

/**
 * Articles and videos a learner put away (/user/archived, decision 0105): an archived article leaves
 * "continue reading", an archived video the saved-video list, until restored. Words carry their own
 * `vocabulary.archived_at`.
 */
export const learningArchive = pgTable(
  'learning_archive',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['article', 'video'] }).notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    /** The article's or the video's id, whichever `kind` names (the key; the two columns keep the foreign keys). */
    ref: integer('ref').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.ref] }), index('learning_archive_user').on(t.userId, t.archivedAt)],
);
