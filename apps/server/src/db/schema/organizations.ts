import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Organisations (schools, programmes) and their groups (classes), spec 02 §3 (docs/decisions/0090).
 * Every member of an organisation holds one of its `seat_count` seats, except its admins; the seat
 * rule is checked under a row lock on the organisation (organizations/seats.ts).
 */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  seatCount: integer('seat_count').notNull().default(0),
  /** Seats paid through a group offer until then; members get PRO while it is in the future. */
  seatsPaidUntil: timestamp('seats_paid_until', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type OrganizationRow = typeof organizations.$inferSelect;

/** Who belongs to an organisation: its admins (OrgAdmin) and its members (each on a seat). */
export const orgMembers = pgTable(
  'org_members',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['OrgAdmin', 'Member'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('org_members_user_idx').on(t.userId)],
);
export type OrgMemberRow = typeof orgMembers.$inferSelect;

/** A group (class) of an organisation; archived groups leave the active lists (02 §4). */
export const orgGroups = pgTable(
  'org_groups',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The class code a teacher shows on the board; null when joining by code is off. */
    joinCode: text('join_code'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_groups_org_idx').on(t.orgId), uniqueIndex('org_groups_join_code_key').on(t.joinCode)],
);
export type OrgGroupRow = typeof orgGroups.$inferSelect;

/** The users of a group: its teachers (GroupAdmin) and learners (Member). */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => orgGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['GroupAdmin', 'Member'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);
export type GroupMemberRow = typeof groupMembers.$inferSelect;

/** An e-mail invitation into an organisation (and optionally one group); only the token's hash is kept. */
export const orgInvitations = pgTable(
  'org_invitations',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => orgGroups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['OrgAdmin', 'Member'] }).notNull(),
    groupRole: text('group_role', { enum: ['GroupAdmin', 'Member'] }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('org_invitations_token_key').on(t.tokenHash), index('org_invitations_org_idx').on(t.orgId, t.email)],
);
export type OrgInvitationRow = typeof orgInvitations.$inferSelect;

/** An article or a video a teacher gives a group to do by a date. */
export const groupAssignments = pgTable(
  'group_assignments',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => orgGroups.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['article', 'video'] }).notNull(),
    resourceId: integer('resource_id').notNull(),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_assignments_group_idx').on(t.groupId, t.dueAt)],
);
export type GroupAssignmentRow = typeof groupAssignments.$inferSelect;
