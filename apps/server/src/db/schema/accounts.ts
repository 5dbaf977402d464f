import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    hashedPassword: text('hashed_password'),
    nickName: text('nick_name'),
    avatarFileId: text('avatar_file_id'),
    userRole: text('user_role', { enum: ['Member', 'Mentor', 'Admin'] })
      .notNull()
      .default('Member'),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    verifyStatus: text('verify_status').notNull().default('not_verified'),
    canEditArticle: boolean('can_edit_article').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    stripeSubscribed: boolean('stripe_subscribed').notNull().default(false),
    learningLanguage: text('learning_language').notNull().default('Simplified_Chinese'),
    siteLanguage: text('site_language').notNull().default('English'),
    teachingLanguage: text('teaching_language'),
    countryRegion: text('country_region'),
    cityTown: text('city_town'),
    postalCode: text('postal_code'),
    timeFlexibility: text('time_flexibility'),
    locationFlexibility: text('location_flexibility'),
    yearOfTeachingExperience: integer('year_of_teaching_experience'),
    educations: jsonb('educations')
      .notNull()
      .default(sql`'[]'::jsonb`),
    certificates: jsonb('certificates')
      .notNull()
      .default(sql`'[]'::jsonb`),
    relevantUnits: jsonb('relevant_units')
      .notNull()
      .default(sql`'[]'::jsonb`),
    relevantSubject: text('relevant_subject'),
    relevantOrganization: text('relevant_organization'),
    employments: jsonb('employments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    languageSkills: jsonb('language_skills')
      .notNull()
      .default(sql`'[]'::jsonb`),
    skills: jsonb('skills')
      .notNull()
      .default(sql`'[]'::jsonb`),
    about: text('about'),
    autobiography: text('autobiography'),
    googleSub: text('google_sub'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_google_sub_key').on(t.googleSub), index('users_role_idx').on(t.userRole, t.id)],
);
export type UserRow = typeof users.$inferSelect;

/** Bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** Single-use tokens mailed to users: e-mail verification and password reset. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash)],
);
