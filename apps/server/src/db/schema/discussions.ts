import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { articles } from './reading';
import { videos } from './watch';

// Owned by the discussions feature (issue 18, decision 0106).

/**
 * Questions asked under an article or a video, and their answers (`parentId` names the question).
 * Deleting a question deletes its answers; deleting the article or the video deletes both.
 */
export const discussions = pgTable(
  'discussions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['article', 'video'] }).notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => discussions.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discussions_article').on(t.articleId, t.createdAt),
    index('discussions_video').on(t.videoId, t.createdAt),
    index('discussions_parent').on(t.parentId),
    index('discussions_user').on(t.userId, t.createdAt),
  ],
);
export type DiscussionRow = typeof discussions.$inferSelect;
