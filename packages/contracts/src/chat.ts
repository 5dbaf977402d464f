import { z } from 'zod';
import { INT4_MAX, pageQuery, paged, rowId, rowIdParam, userRole } from './common';
import { CHAT_MAX_FILES } from './constants';

/** Chat limits the specification leaves open (docs/decisions/0020-chat-protocol-and-storage.md). */
export const CHAT_TEXT_MAX = 5000;
export const CHAT_GROUP_MAX_MEMBERS = 200;
export const CHAT_TALK_TOPIC_MAX = 200;
export const CHAT_HISTORY_PAGE = 30;
/** Sent as the text of a message that has files and no text (spec 01 §5). */
export const CHAT_FILES_PLACEHOLDER = 'The files has been sent';
export const CHAT_TOO_MANY_FILES = 'You can upload up to 10 files at a time!';

/** Error texts the chat answers in `detail` (REST and socket alike). */
export const CHAT_ERRORS = {
  roomNotFound: 'Chat room not found',
  messageNotFound: 'Message not found',
  emptyMessage: 'The message is empty',
  textTooLong: `The message is too long (at most ${CHAT_TEXT_MAX} characters)`,
  tooManyFiles: CHAT_TOO_MANY_FILES,
  foreignFile: 'A file link does not belong to this chat room',
  rateLimited: 'You are sending messages too fast, please slow down',
  malformed: 'The frame is not valid JSON',
  unknownCommand: 'Unknown command',
  userNotFound: 'No user found',
  individualNeedsOne: 'An individual chat is between you and one other member',
  groupTooLarge: `A group chat has at most ${CHAT_GROUP_MAX_MEMBERS} members`,
  groupNotAllowed: 'Only teachers and administrators start group chats',
  fileType: 'This type of file cannot be sent in the chat',
  fileMissing: 'Please choose a file',
} as const;

/**
 * WebSocket close codes of /api/v1/chat. 4001 and 4003 mean "do not reconnect with this token";
 * 1012 and 1013 mean "reconnect after the usual 3 seconds and fetch what was missed".
 */
export const CHAT_CLOSE = {
  invalidToken: 4001,
  notVerified: 4003,
  tooManyConnections: 4029,
  serverRestart: 1012,
  tryAgainLater: 1013,
} as const;

/** `Individual` or `Group`; the spec writes "group", which is accepted in any case. */
export const CHAT_ROOM_TYPES = ['Individual', 'Group'] as const;
export const chatRoomType = z.preprocess(
  (v) => (typeof v === 'string' ? (CHAT_ROOM_TYPES.find((t) => t.toLowerCase() === v.toLowerCase()) ?? v) : v),
  z.enum(CHAT_ROOM_TYPES),
);
export type ChatRoomType = (typeof CHAT_ROOM_TYPES)[number];

const id = rowId;
/** A file id as `POST /chat/file` answers it. */
export const chatFileId = z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/, 'Not a chat file id');

export const chatUser = z.object({
  id: z.number().int(),
  nick_name: z.string(),
  avatar: z.object({ file_id: z.string() }).nullable(),
  user_role: userRole,
});
export type ChatUser = z.infer<typeof chatUser>;

export const chatFile = z.object({ file_id: z.string(), filename: z.string(), mime: z.string(), size: z.number().int() });
export type ChatFile = z.infer<typeof chatFile>;

export const messageReceipt = z.object({ user_id: z.number().int(), read_at: z.string() });

export const chatMessage = z.object({
  id: z.number().int(),
  chat_room_id: z.number().int(),
  sender_id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  /** Who has read it, and when (spec 01 §3: message_receipts). */
  message_receipts: z.array(messageReceipt),
  /** File ids, as sent. */
  file_links: z.array(z.string()),
  /** The same files with their names and types, for display. */
  files: z.array(chatFile),
  /** The sender's own id for the message, echoed so a resend after a reconnect is recognised. */
  client_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatRoom = z.object({
  id: z.number().int(),
  room_type: z.enum(CHAT_ROOM_TYPES),
  talk_topic: z.string().nullable(),
  users: z.array(chatUser),
  last_message: chatMessage.nullable(),
  unread_count: z.number().int(),
  created_at: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoom>;

/** GetChatRoom answers the room with its newest messages (oldest first). */
export const chatRoomDetail = chatRoom.extend({ messages: z.array(chatMessage), has_more: z.boolean() });
export type ChatRoomDetail = z.infer<typeof chatRoomDetail>;

// ---- REST ----

export const chatRoomsQuery = pageQuery.extend({ size: pageQuery.shape.size.default(100) });
export const chatRoomsPage = paged(chatRoom);

/**
 * History of one room, oldest first within a page. Without a cursor, page 1 is the newest `size`
 * messages; `before_id` pages backwards (older messages on scroll); `after_id` pages forwards from
 * a known message (catching up after a reconnect).
 */
export const chatMessagesQuery = pageQuery
  .extend({
    size: pageQuery.shape.size.default(CHAT_HISTORY_PAGE),
    before_id: rowIdParam.optional(),
    after_id: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  })
  .refine((q) => q.before_id === undefined || q.after_id === undefined, 'Give before_id or after_id, not both');
export const chatMessagesPage = paged(chatMessage).extend({ has_more: z.boolean() });
export type ChatMessagesPage = z.infer<typeof chatMessagesPage>;

export const chatFileUploaded = z.object({ file_id: z.string(), filename: z.string() });
export const chatFileParam = z.object({ fileId: z.string().max(64) });

// ---- WebSocket frames ----

export const createChatRoomCommand = z.object({
  command: z.literal('CreateChatRoom'),
  room_type: chatRoomType,
  user_ids: z.array(id).min(1, 'Choose at least one member').max(CHAT_GROUP_MAX_MEMBERS, CHAT_ERRORS.groupTooLarge),
  talk_topic: z.string().trim().max(CHAT_TALK_TOPIC_MAX).optional(),
});
export const getChatRoomCommand = z.object({ command: z.literal('GetChatRoom'), chat_room_id: id });
export const sendMessageCommand = z.object({
  command: z.literal('SendMessage'),
  chat_room_id: id,
  text: z.string().max(CHAT_TEXT_MAX, CHAT_ERRORS.textTooLong).default(''),
  file_links: z.array(chatFileId).max(CHAT_MAX_FILES, CHAT_ERRORS.tooManyFiles).default([]),
  client_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export const sendMessageReceiptCommand = z.object({ command: z.literal('SendMessageReceipt'), message_id: id });

export const clientFrame = z.discriminatedUnion('command', [createChatRoomCommand, getChatRoomCommand, sendMessageCommand, sendMessageReceiptCommand]);
export type ClientFrame = z.input<typeof clientFrame>;
export const CLIENT_COMMANDS = ['CreateChatRoom', 'GetChatRoom', 'SendMessage', 'SendMessageReceipt'] as const;
export type ClientCommand = (typeof CLIENT_COMMANDS)[number];

/** A receipt: every message of the room up to `message_id` not sent by `user_id` is read by `user_id`. */
export const receiptEvent = z.object({
  chat_room_id: z.number().int(),
  message_id: z.number().int(),
  user_id: z.number().int(),
  read_at: z.string(),
  /** The reader's unread count in this room afterwards (keeps the reader's other tabs in step). */
  unread_count: z.number().int(),
});
export type ReceiptEvent = z.infer<typeof receiptEvent>;

export const errorResponse = z.object({
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Echoed from the command (SendMessage's), so the client knows which pending message failed. */
  client_id: z.string().optional(),
  /** Echoed from the command, so the client knows which room it concerns. */
  chat_room_id: z.number().optional(),
});
export type ChatErrorResponse = z.infer<typeof errorResponse>;

const ok = <C extends string, T extends z.ZodTypeAny>(command: C, response: T) =>
  z.object({ command: z.literal(command), status: z.literal('success'), response });

export const SERVER_COMMANDS = [...CLIENT_COMMANDS, 'ReceiveMessage', 'ReceiveMessageReceipt', 'Error'] as const;
export type ServerCommand = (typeof SERVER_COMMANDS)[number];

/** Every frame the server sends: `{command, status, response}`. `Error` answers a frame with no usable command. */
export const serverFrame = z.union([
  ok('CreateChatRoom', chatRoom),
  ok('GetChatRoom', chatRoomDetail),
  ok('SendMessage', chatMessage),
  ok('ReceiveMessage', chatMessage),
  ok('ReceiveMessageReceipt', receiptEvent),
  z.object({ command: z.enum(SERVER_COMMANDS), status: z.literal('error'), response: errorResponse }),
]);
export type ServerFrame = z.infer<typeof serverFrame>;
