import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { EntryDocument } from '@lingbridge/contracts/cms';
import { users } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every kind of CMS content (blog posts, testimonials, …) on one editing pattern (decision 0110):
 * `draft` is the working copy the editor autosaves; `published` is what the public reads, copied
 * from the draft when it is published (now, or by the scheduled job at `publish_at`).
 */
export const cmsEntries = pgTable(
  'cms_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['draft', 'scheduled', 'published'] })
      .notNull()
      .default('draft'),
    draft: jsonb('draft').$type<EntryDocument>().notNull(),
    published: jsonb('published').$type<EntryDocument>(),
    /** Title of the draft in any language, lower-cased, for the editors' search. */
    searchText: text('search_text').notNull().default(''),
    publishAt: ts('publish_at'),
    publishedAt: ts('published_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('cms_entries_kind_status_idx').on(t.kind, t.status, t.publishedAt), index('cms_entries_kind_updated_idx').on(t.kind, t.updatedAt)],
);
export type CmsEntryRow = typeof cmsEntries.$inferSelect;

/** Who changed what, when: one row per action on CMS content (and on contact messages). */
export const cmsAudit = pgTable(
  'cms_audit',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    action: text('action', { enum: ['create', 'save', 'publish', 'schedule', 'unpublish', 'delete', 'reply'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('cms_audit_subject_idx').on(t.subject, t.subjectId, t.at)],
);
export type CmsAuditRow = typeof cmsAudit.$inferSelect;

/** Messages sent from /contact (spec 01 §3: name, e-mail, message), answered by e-mail from the CMS. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The interface language the sender wrote in (a site-language name); null before it was kept. */
    siteLanguage: text('site_language'),
    status: text('status', { enum: ['new', 'answered'] })
      .notNull()
      .default('new'),
    reply: text('reply'),
    answeredAt: ts('answered_at'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/**
 * Clicks on a house ad, one row a banner a day (decision 0116): a count and nothing else — no user,
 * no address, no cookie — so counting never tracks a child.
 */
export const cmsAdClicks = pgTable(
  'cms_ad_clicks',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => cmsEntries.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.day] })],
);

/** Applications people send the admins (decision 0117): a teacher asking to be a verified mentor, and others. */
export const cmsApplications = pgTable(
  'cms_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mentor', 'organization', 'other'] }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    reply: text('reply'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('cms_applications_status_idx').on(t.status, t.createdAt), index('cms_applications_user_idx').on(t.userId, t.kind)],
);
