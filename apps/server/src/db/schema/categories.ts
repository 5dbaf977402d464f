import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Categories of articles and videos, owned by the categories feature (docs/decisions/0081). The 13
 * of the spec are inserted by a migration; editors add and rename. The table keeps the name it was
 * born with, so no data moves.
 */
export const categories = pgTable(
  'reading_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reading_categories_name_key').on(t.name), uniqueIndex('reading_categories_slug_key').on(t.slug)],
);
export type CategoryRow = typeof categories.$inferSelect;
