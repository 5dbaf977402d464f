import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * What each stored file is, whose it is and who may read it; the bytes live behind the storage
 * port. Written only by the files module (src/files/). `kind` names the one route that serves it
 * (src/files/kinds.ts); `public` files go to anyone, `private` ones only past their kind's access
 * rule or with a signed link (docs/decisions/0050).
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('private'),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    filename: text('filename'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId), check('files_visibility_check', sql`${t.visibility} in ('public', 'private')`)],
);
