import {
  CHAT_ERRORS,
  CHAT_FILES_PLACEHOLDER,
  CHAT_GROUP_MAX_MEMBERS,
  type ChatMessage,
  type ChatRoom,
  type ChatRoomDetail,
  type ReceiptEvent,
} from '@lingbridge/contracts/chat';
import { withoutEdgeBlanks } from '@lingbridge/contracts/common';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import type { ChatMessageRow, UserRow } from '../../db/schema';
import { AppError, forbidden, notFound, unprocessable } from '../../errors';
import { noteMessagesPosted } from './domain-events';
import { chatPolicy } from './policy';
import { presentMessage, presentRoom, type FileInfo } from './presenter';
import * as repo from './repo';
import { pageAnswer } from '../../db/page';

/**
 * Room members by room, for fan-out after every message. Membership only grows today (rooms are
 * created with their members), and the insert checks membership itself, so a short TTL is enough.
 * Its clock is read once per 100 ms, not per millisecond with a timer each time (as the session cache's).
 */
const memberCaches = new WeakMap<AppContext, LRUCache<number, number[]>>();
function memberCache(ctx: AppContext) {
  let c = memberCaches.get(ctx);
  if (!c) memberCaches.set(ctx, (c = new LRUCache({ max: 20_000, ttl: 60_000, ttlResolution: 100 })));
  return c;
}

/** The member ids of a room (cached). */
export async function memberIds(ctx: AppContext, roomId: number) {
  const cache = memberCache(ctx);
  let ids = cache.get(roomId);
  if (!ids) {
    ids = await repo.memberIdsOf(ctx.db, roomId);
    if (ids.length) cache.set(roomId, ids);
  }
  return ids;
}

/** Throws "Chat room not found" unless the user is a member (a stranger learns nothing about the room). */
export async function assertMember(ctx: AppContext, roomId: number, userId: number) {
  const ids = await memberIds(ctx, roomId);
  if (!ids.includes(userId)) throw notFound(CHAT_ERRORS.roomNotFound);
  return ids;
}

/** Messages as the contract shows them: with their receipts and file names (two queries for a page). */
export async function presentMessages(ctx: AppContext, rows: ChatMessageRow[]): Promise<ChatMessage[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const fileIds = [...new Set(rows.flatMap((r) => r.fileLinks))];
  const [receipts, files] = await Promise.all([repo.receiptsOf(ctx.db, ids), repo.filesByIds(ctx.db, fileIds)]);
  const byId = new Map<string, FileInfo>(files.map((f) => [f.id, f]));
  return rows.map((r) => presentMessage(r, receipts, byId));
}

/** `GET /chat`: the user's rooms with their users, last message and unread count. */
export async function listRooms(ctx: AppContext, user: UserRow, page: number, size: number) {
  const { rows, total } = await repo.listRoomsOf(ctx.db, user.id, page, size);
  const roomIds = rows.map((r) => r.room.id);
  const lastIds = rows.flatMap((r) => (r.lastId ? [r.lastId] : []));
  const [members, lastRows] = await Promise.all([repo.membersOfRooms(ctx.db, roomIds), repo.findMessagesByIds(ctx.db, lastIds)]);
  const lasts = new Map((await presentMessages(ctx, lastRows)).map((m) => [m.chat_room_id, m]));
  const items: ChatRoom[] = rows.map((r) => presentRoom(r.room, members, lasts.get(r.room.id) ?? null, Number(r.unread)));
  return pageAnswer(items, { page, size }, total);
}

async function roomSummary(ctx: AppContext, roomId: number, userId: number): Promise<ChatRoom> {
  const room = await repo.findRoom(ctx.db, roomId);
  if (!room) throw notFound(CHAT_ERRORS.roomNotFound);
  const [members, unread, newest] = await Promise.all([
    repo.membersOfRooms(ctx.db, [roomId]),
    repo.unreadCount(ctx.db, roomId, userId),
    repo.listMessages(ctx.db, roomId, { page: 1, size: 1 }),
  ]);
  const [last] = await presentMessages(ctx, newest.rows);
  return presentRoom(room, members, last ?? null, unread);
}

/** GetChatRoom: the room and its newest page of messages. */
export async function getRoomDetail(ctx: AppContext, user: UserRow, roomId: number, size = 30): Promise<ChatRoomDetail> {
  await assertMember(ctx, roomId, user.id);
  const [summary, page] = await Promise.all([roomSummary(ctx, roomId, user.id), repo.listMessages(ctx.db, roomId, { page: 1, size })]);
  return { ...summary, messages: await presentMessages(ctx, page.rows), has_more: page.total > page.rows.length };
}

/** Paged history of a room (REST, and `GET /debate_chat/{id}/chat_messages`). */
export async function listMessages(ctx: AppContext, user: UserRow, roomId: number, q: { page: number; size: number; before_id?: number; after_id?: number }) {
  await assertMember(ctx, roomId, user.id);
  const { rows, total } = await repo.listMessages(ctx.db, roomId, {
    page: q.page,
    size: q.size,
    beforeId: q.before_id,
    afterId: q.after_id,
  });
  const pages = Math.max(1, Math.ceil(total / q.size));
  return { items: await presentMessages(ctx, rows), page: q.page, pages, total, has_more: q.page < pages };
}

/**
 * CreateChatRoom. An individual room is between the caller and one other user and is unique per
 * pair: asking again answers the same room. A group room (teachers, admins, events) may carry a
 * Talk Topic.
 */
export async function createRoom(
  ctx: AppContext,
  user: UserRow,
  input: { room_type: 'Individual' | 'Group'; user_ids: number[]; talk_topic?: string },
): Promise<{ room: ChatRoom; created: boolean; memberIds: number[] }> {
  const others = [...new Set(input.user_ids)].filter((id) => id !== user.id);
  if (input.room_type === 'Individual') {
    if (others.length !== 1) throw unprocessable(CHAT_ERRORS.individualNeedsOne);
  } else {
    if (!chatPolicy.createGroupRoom(user)) throw forbidden(CHAT_ERRORS.groupNotAllowed);
    if (others.length < 1) throw unprocessable('Choose at least one member');
    if (others.length + 1 > CHAT_GROUP_MAX_MEMBERS) throw unprocessable(CHAT_ERRORS.groupTooLarge);
  }
  const found = await repo.findActiveUsers(ctx.db, others);
  if (found.length !== others.length) throw notFound(CHAT_ERRORS.userNotFound);
  const { room, created } = await createRoomWithMembers(ctx, {
    roomType: input.room_type,
    talkTopic: input.room_type === 'Group' ? input.talk_topic || null : null,
    createdBy: user.id,
    memberIds: [user.id, ...others],
  });
  return { room: await roomSummary(ctx, room.id, user.id), created, memberIds: [user.id, ...others] };
}

/**
 * Creates a room with its members, for CreateChatRoom and for other features (an event's group
 * chat with its Talk Topic). An individual room that exists already is answered as it is.
 */
export async function createRoomWithMembers(
  ctx: AppContext,
  v: { roomType: 'Individual' | 'Group'; talkTopic: string | null; createdBy: number; memberIds: number[] },
) {
  const ids = [...new Set(v.memberIds)];
  const pairKey = v.roomType === 'Individual' ? [...ids].sort((a, b) => a - b).join(':') : null;
  if (pairKey) {
    const existing = await repo.findRoomByPair(ctx.db, pairKey);
    if (existing) return { room: existing, created: false };
  }
  const room = await ctx.db.transaction((tx) => repo.insertRoom(tx, { roomType: v.roomType, talkTopic: v.talkTopic, pairKey, createdBy: v.createdBy }, ids));
  // Lost a race with another tab creating the same pair: answer the room that won.
  const result = room ?? (pairKey ? await repo.findRoomByPair(ctx.db, pairKey) : null);
  if (!result) throw new AppError(409, 'The chat room could not be created');
  memberCache(ctx).delete(result.id);
  return { room: result, created: !!room };
}

/**
 * Keeps a group room's members in step with another feature's list (an event's approved
 * participants, Speak); the fan-out cache of this process forgets the room at once, others within
 * its TTL, and sending always checks membership in the database.
 */
export async function setGroupMembers(ctx: AppContext, roomId: number, memberIds: number[], talkTopic: string | null) {
  await ctx.db.transaction((tx) => repo.setGroupMembers(tx, roomId, memberIds, talkTopic));
  memberCache(ctx).delete(roomId);
}

export type SendInput = { chat_room_id: number; text: string; file_links: string[]; client_id?: string };
export type SendResult = { message: ChatMessage; memberIds: number[]; duplicate: boolean } | { error: AppError };

/**
 * SendMessage: stored before it is acknowledged. A message with files and no text carries the
 * spec's placeholder text; file links must be files uploaded to this room. A repeated client id
 * answers the stored message and `duplicate: true` (nothing is stored twice).
 */
export async function sendMessage(ctx: AppContext, user: UserRow, input: SendInput) {
  const [r] = await sendMessages(ctx, user, [input]);
  if ('error' in r) throw r.error;
  return r;
}

/**
 * Several SendMessage of one sender (a burst queued on one socket), stored in one statement in
 * their order; each input gets its own result or error, in order.
 */
export async function sendMessages(ctx: AppContext, user: UserRow, inputs: SendInput[]): Promise<SendResult[]> {
  const results: SendResult[] = new Array(inputs.length);
  const ready: { i: number; item: repo.NewMessage; members: number[]; files: Map<string, FileInfo> }[] = [];
  for (const [i, input] of inputs.entries()) {
    try {
      const links = [...new Set(input.file_links)];
      // Text made only of spaces and invisible characters (a zero-width space, a BOM) is no message.
      let text = withoutEdgeBlanks(input.text) ? input.text : '';
      if (!text && !links.length) throw unprocessable(CHAT_ERRORS.emptyMessage);
      if (!text) text = CHAT_FILES_PLACEHOLDER;
      const members = await assertMember(ctx, input.chat_room_id, user.id);
      const files = await repo.roomFiles(ctx.db, input.chat_room_id, links);
      if (files.length !== links.length) throw new AppError(403, CHAT_ERRORS.foreignFile);
      ready.push({
        i,
        item: { roomId: input.chat_room_id, text, fileLinks: links, clientId: input.client_id ?? null },
        members,
        files: new Map(files.map((f) => [f.id, f])),
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results[i] = { error: err };
    }
  }
  if (!ready.length) return results;
  let rows: (ChatMessageRow | 'duplicate' | 'failed' | null)[];
  try {
    rows = await repo.insertMessagesAsMember(
      ctx.db,
      user.id,
      ready.map((r) => r.item),
    );
  } catch (err) {
    if (ready.length === 1 && !repo.isUniqueViolation(err)) throw err;
    // A resend among them, or one the database refused: store one by one, so only the resend is
    // answered from the history and only the refused message fails (issue 12, item 11).
    rows = [];
    for (const r of ready) {
      try {
        rows.push((await repo.insertMessagesAsMember(ctx.db, user.id, [r.item]))[0]);
      } catch (e) {
        if (!repo.isUniqueViolation(e)) ctx.log.error({ err: e }, 'chat message could not be stored');
        rows.push(repo.isUniqueViolation(e) ? 'duplicate' : 'failed');
      }
    }
  }
  for (const [k, r] of ready.entries()) {
    const row = rows[k];
    if (row === 'failed') {
      results[r.i] = { error: new AppError(500, 'Internal server error') };
      continue;
    }
    if (row && row !== 'duplicate') {
      results[r.i] = { message: presentMessage(row, [], r.files), memberIds: r.members, duplicate: false };
      continue;
    }
    const previous = row === 'duplicate' && r.item.clientId ? await repo.findMessageByClientId(ctx.db, user.id, r.item.clientId) : null;
    if (!previous || previous.roomId !== r.item.roomId) {
      memberCache(ctx).delete(r.item.roomId);
      results[r.i] = { error: notFound(CHAT_ERRORS.roomNotFound) };
      continue;
    }
    const [message] = await presentMessages(ctx, [previous]);
    results[r.i] = { message, memberIds: r.members, duplicate: true };
  }
  // Resends too: the first attempt may have stopped between storing and recording.
  const posted = results.flatMap((r) => (r && 'message' in r ? [r.message] : []));
  if (posted.length) await noteMessagesPosted(ctx, user.id, posted);
  return results;
}

/**
 * SendMessageReceipt: the reader has seen `message_id` and everything before it in that room.
 * Answers the receipt event and whether anything changed (only changes are sent to the others).
 */
export async function markRead(ctx: AppContext, user: UserRow, messageId: number): Promise<{ event: ReceiptEvent; memberIds: number[]; changed: boolean }> {
  const message = await repo.findMessage(ctx.db, messageId);
  if (!message) throw notFound(CHAT_ERRORS.messageNotFound);
  const members = await memberIds(ctx, message.roomId);
  if (!members.includes(user.id)) throw notFound(CHAT_ERRORS.messageNotFound);
  const at = ctx.now();
  const changed = await ctx.db.transaction((tx) => repo.markReadUpTo(tx, message.roomId, user.id, messageId, at));
  const unread = await repo.unreadCount(ctx.db, message.roomId, user.id);
  return {
    event: { chat_room_id: message.roomId, message_id: messageId, user_id: user.id, read_at: at.toISOString(), unread_count: unread },
    memberIds: members,
    changed,
  };
}
