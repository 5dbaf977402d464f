import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { files } from './files';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Teaching materials of the marketplace (decision 0119): a teacher's file (kind `material`, always
 * private: served only past the entitlement check) with its details, a price in cents (0 is free)
 * and the moderation state. Purchases are billing orders of item `material` with ref `material:<id>`.
 */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    language: text('language', { enum: ['Simplified_Chinese', 'Spanish', 'English'] }).notNull(),
    level: text('level', { enum: ['Beginner', 'Intermediate', 'Advanced'] }).notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    reviewMessage: text('review_message'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('materials_status_idx').on(t.status, t.language, t.level, t.createdAt), index('materials_owner_idx').on(t.ownerId, t.createdAt)],
);
export type MaterialRow = typeof materials.$inferSelect;
