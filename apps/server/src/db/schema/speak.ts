import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { chatRooms } from './chat';
import { files } from './files';
import { articles } from './reading';
import { videos } from './watch';

/**
 * A Speak event (spec 02 §3 "Event (debate record)"). `debate_status` is moved by the clock
 * (features/speak/lifecycle.ts); `end_time` is start + duration, kept so lists filter on an index.
 */
export const debates = pgTable(
  'debates',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleCn: text('title_cn'),
    debateType: text('debate_type', { enum: ['mini_debate', 'role_play', 'debate'] }).notNull(),
    verifyStatus: text('verify_status', { enum: ['not_verified', 'success', 'fail'] })
      .notNull()
      .default('not_verified'),
    debateStatus: text('debate_status', { enum: ['upcoming', 'onprogress', 'closed', 'canceled'] })
      .notNull()
      .default('upcoming'),
    failReason: text('fail_reason'),
    cancelReason: text('cancel_reason'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    language: text('language').notNull(),
    level: text('level').notNull(),
    description: text('description').notNull().default(''),
    pictureFileId: text('picture_file_id').references(() => files.id, { onDelete: 'set null' }),
    initiatorId: integer('initiator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    initiatorRole: text('initiator_role', { enum: ['host', 'player', 'judge'] })
      .notNull()
      .default('host'),
    maxPlayers: integer('max_players').notNull(),
    maxJudges: integer('max_judges').notNull().default(0),
    roleNames: jsonb('role_names')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ticketPriceCents: integer('ticket_price_cents').notNull().default(0),
    chatRoomId: integer('chat_room_id').references(() => chatRooms.id, { onDelete: 'set null' }),
    /** When "starting in 30 minutes" went out, so it goes out once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('debates_start_idx').on(t.startTime),
    index('debates_status_idx').on(t.debateStatus, t.startTime),
    index('debates_initiator_idx').on(t.initiatorId),
    check('debates_players', sql`${t.maxPlayers} between 1 and 8`),
    check('debates_judges', sql`${t.maxJudges} between 0 and 3`),
  ],
);
export type DebateRow = typeof debates.$inferSelect;

/** Who takes part, in which role and side, and where their application stands. One row per person and event. */
export const debateUsers = pgTable(
  'debate_users',
  {
    debateId: integer('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['player', 'judge', 'audience'] }).notNull(),
    side: text('side', { enum: ['prop', 'opp'] }),
    roleName: text('role_name'),
    state: text('state', { enum: ['pending', 'approved', 'declined', 'withdrawn', 'kicked'] }).notNull(),
    ticket: text('ticket', { enum: ['free', 'paid'] }),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.userId] }), index('debate_users_user_idx').on(t.userId)],
);
export type DebateUserRow = typeof debateUsers.$inferSelect;

export const debateLikes = pgTable(
  'debate_likes',
  {
    debateId: integer('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.userId] }), index('debate_likes_user_idx').on(t.userId)],
);

export const debateArticles = pgTable(
  'debate_articles',
  {
    debateId: integer('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.articleId] })],
);

export const debateVideos = pgTable(
  'debate_videos',
  {
    debateId: integer('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.videoId] })],
);

/** Questions about an event (/user/debate/qa), asked by participants and answered by the initiator. */
export const debateQuestions = pgTable(
  'debate_questions',
  {
    id: serial('id').primaryKey(),
    debateId: integer('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    askerId: integer('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('debate_questions_debate_idx').on(t.debateId)],
);

/** An invitation by e-mail to play or judge; accepted from the link or the notification. */
export const debateInvitations = pgTable(
  'debate_invitations',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    debateId: integer('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['player', 'judge'] }).notNull(),
    side: text('side', { enum: ['prop', 'opp'] }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('debate_invitations_token').on(t.token), uniqueIndex('debate_invitations_once').on(t.debateId, t.email)],
);
export type DebateInvitationRow = typeof debateInvitations.$inferSelect;

/** When the initiator opened the vote of an event (spec 02 §4): once, during the judges' step. */
export const debateVoting = pgTable('debate_voting', {
  debateId: integer('debate_id')
    .primaryKey()
    .references(() => debates.id, { onDelete: 'cascade' }),
  openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
});

/** One vote per person, event and kind (best team: `prop`/`opp`; best debater: the user's id). */
export const debateVotes = pgTable(
  'debate_votes',
  {
    debateId: integer('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['team', 'debater'] }).notNull(),
    choice: text('choice').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.voterId, t.kind] })],
);

/** How long each participant spoke in each step of an event (measured by their browser, bounded by the clock). */
export const debateSpeaking = pgTable(
  'debate_speaking',
  {
    debateId: integer('debate_id')
      .notNull()
      .references(() => debates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    ms: integer('ms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.userId, t.step] })],
);
