import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { files } from './files';

/**
 * A conversation. `pair_key` ("<low id>:<high id>") makes the individual room of two users unique,
 * so two tabs creating it at once get the same room.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    roomType: text('room_type', { enum: ['Individual', 'Group'] }).notNull(),
    talkTopic: text('talk_topic'),
    pairKey: text('pair_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_rooms_pair_key').on(t.pairKey)],
);
export type ChatRoomRow = typeof chatRooms.$inferSelect;

/** Membership, with the reader's position: messages of others after `last_read_id` are unread. */
export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_room_members_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    fileLinks: jsonb('file_links')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The sender's id for the message: a resend after a lost acknowledgement is stored once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    uniqueIndex('chat_messages_client_key').on(t.senderId, t.clientId),
    check('chat_messages_text_len', sql`char_length(${t.text}) <= 5000`),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Read receipts (spec 01 §3 `message_receipts`): one row per message and reader. */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/** Files uploaded to a room: a message may link only its own room's files. */
export const chatFiles = pgTable(
  'chat_files',
  {
    fileId: text('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('chat_files_room_idx').on(t.roomId)],
);
