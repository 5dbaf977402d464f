import { and, asc, count, desc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { chatFiles, chatMessages, chatRoomMembers, chatRooms, files, messageReceipts, users, type ChatMessageRow, type ChatRoomRow } from '../../db/schema';

type Q = Db | Tx;

export const findRoom = async (db: Q, id: number): Promise<ChatRoomRow | null> =>
  (await db.select().from(chatRooms).where(eq(chatRooms.id, id)).limit(1))[0] ?? null;

export const findRoomByPair = async (db: Q, pairKey: string) => (await db.select().from(chatRooms).where(eq(chatRooms.pairKey, pairKey)).limit(1))[0] ?? null;

/** Inserts a room with its members; an individual room that already exists for the pair answers null. */
export async function insertRoom(
  db: Q,
  values: { roomType: 'Individual' | 'Group'; talkTopic: string | null; pairKey: string | null; createdBy: number },
  memberIds: number[],
) {
  const [room] = await db.insert(chatRooms).values(values).onConflictDoNothing({ target: chatRooms.pairKey }).returning();
  if (!room) return null;
  await db.insert(chatRoomMembers).values(memberIds.map((userId) => ({ roomId: room.id, userId })));
  return room;
}

/** Makes a group room's members exactly `memberIds` (an event's approved participants) and sets its Talk Topic. */
export async function setGroupMembers(tx: Tx, roomId: number, memberIds: number[], talkTopic: string | null) {
  const ids = [...new Set(memberIds)];
  await tx
    .update(chatRooms)
    .set({ talkTopic })
    .where(and(eq(chatRooms.id, roomId), eq(chatRooms.roomType, 'Group')));
  await tx.delete(chatRoomMembers).where(and(eq(chatRoomMembers.roomId, roomId), ids.length ? notInArray(chatRoomMembers.userId, ids) : undefined));
  if (ids.length)
    await tx
      .insert(chatRoomMembers)
      .values(ids.map((userId) => ({ roomId, userId })))
      .onConflictDoNothing();
}

export async function findMember(db: Q, roomId: number, userId: number) {
  return (
    (
      await db
        .select()
        .from(chatRoomMembers)
        .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)))
        .limit(1)
    )[0] ?? null
  );
}

export async function memberIdsOf(db: Q, roomId: number) {
  const rows = await db.select({ userId: chatRoomMembers.userId }).from(chatRoomMembers).where(eq(chatRoomMembers.roomId, roomId));
  return rows.map((r) => r.userId);
}

/** The public fields of the members of some rooms. */
export async function membersOfRooms(db: Q, roomIds: number[]) {
  if (!roomIds.length) return [];
  return db
    .select({
      roomId: chatRoomMembers.roomId,
      id: users.id,
      email: users.email,
      nickName: users.nickName,
      avatarFileId: users.avatarFileId,
      userRole: users.userRole,
    })
    .from(chatRoomMembers)
    .innerJoin(users, eq(users.id, chatRoomMembers.userId))
    .where(inArray(chatRoomMembers.roomId, roomIds))
    .orderBy(asc(chatRoomMembers.joinedAt), asc(users.id));
}
export type MemberRow = Awaited<ReturnType<typeof membersOfRooms>>[number];

export const findActiveUsers = async (db: Q, ids: number[]) =>
  ids.length
    ? db
        .select({ id: users.id, isActive: users.isActive })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.isActive, true)))
    : [];

/**
 * The rooms of a user, most recently active first, with the last message id and the user's unread
 * count (messages of others after the user's read position).
 */
export async function listRoomsOf(db: Q, userId: number, page: number, size: number) {
  const lastId = sql<number | null>`(select max(m.id) from ${chatMessages} m where m.room_id = ${chatRooms.id})`;
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m
    where m.room_id = ${chatRooms.id} and m.id > ${chatRoomMembers.lastReadId} and m.sender_id is distinct from ${userId})`;
  const rows = await db
    .select({ room: chatRooms, lastId, unread })
    .from(chatRoomMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
    .where(eq(chatRoomMembers.userId, userId))
    .orderBy(sql`coalesce(${lastId}, 0) desc`, desc(chatRooms.id))
    .limit(size)
    .offset((page - 1) * size);
  const [{ total }] = await db.select({ total: count() }).from(chatRoomMembers).where(eq(chatRoomMembers.userId, userId));
  return { rows: rows.map((r) => ({ ...r, lastId: r.lastId === null ? null : Number(r.lastId) })), total };
}

export async function unreadCount(db: Q, roomId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatRoomMembers, and(eq(chatRoomMembers.roomId, chatMessages.roomId), eq(chatRoomMembers.userId, userId)))
    .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.id, chatRoomMembers.lastReadId), sql`${chatMessages.senderId} is distinct from ${userId}`));
  return row?.n ?? 0;
}

export const findMessagesByIds = async (db: Q, ids: number[]) => (ids.length ? db.select().from(chatMessages).where(inArray(chatMessages.id, ids)) : []);

export const findMessage = async (db: Q, id: number) => (await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1))[0] ?? null;

export const findMessageByClientId = async (db: Q, senderId: number, clientId: string) =>
  (
    await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)))
      .limit(1)
  )[0] ?? null;

type RawRow = Record<string, unknown>;
const rowsOf = (r: unknown) => (r as { rows: RawRow[] }).rows;

const toMessage = (r: RawRow): ChatMessageRow => ({
  id: Number(r.id),
  roomId: Number(r.room_id),
  senderId: r.sender_id === null ? null : Number(r.sender_id),
  text: String(r.text),
  fileLinks: (typeof r.file_links === 'string' ? JSON.parse(r.file_links) : r.file_links) as string[],
  clientId: (r.client_id as string | null) ?? null,
  createdAt: new Date(r.created_at as string | Date),
});

export type NewMessage = { roomId: number; text: string; fileLinks: string[]; clientId: string | null };

/**
 * Stores messages of one sender, each only if the sender is a member of its room, in one statement
 * (no window between the check and the insert; one round trip for a burst of messages). Answers,
 * for each input in order, the stored row or null (not a member). A client id the sender used
 * before makes the whole statement fail with a unique violation: callers then go one by one.
 * (No ON CONFLICT clause: it made every insert several times slower on PGlite.)
 */
export async function insertMessagesAsMember(db: Q, senderId: number, items: NewMessage[]): Promise<(ChatMessageRow | null)[]> {
  const values = sql.join(
    items.map((v, i) => sql`(${v.roomId}::int, ${v.text}::text, ${JSON.stringify(v.fileLinks)}::jsonb, ${v.clientId}::text, ${i}::int)`),
    sql`, `,
  );
  const res = await db.execute(sql`
    insert into ${chatMessages} (room_id, sender_id, text, file_links, client_id)
    select v.room_id, ${senderId}::int, v.text, v.file_links, v.client_id
    from (values ${values}) as v(room_id, text, file_links, client_id, ord)
    where exists (select 1 from ${chatRoomMembers} m where m.room_id = v.room_id and m.user_id = ${senderId})
    order by v.ord
    returning *`);
  const rows = rowsOf(res)
    .map(toMessage)
    .sort((a, b) => a.id - b.id);
  // Rows come back in input order; an input the membership check dropped has no row.
  const out: (ChatMessageRow | null)[] = [];
  let k = 0;
  for (const v of items) {
    const r = rows[k];
    if (r && r.roomId === v.roomId && r.text === v.text && r.clientId === v.clientId) {
      out.push(r);
      k += 1;
    } else out.push(null);
  }
  return out;
}

export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Messages of a room, oldest first, by cursor (see chatMessagesQuery). */
export async function listMessages(db: Q, roomId: number, q: { page: number; size: number; beforeId?: number; afterId?: number }) {
  const conds = [eq(chatMessages.roomId, roomId)];
  if (q.beforeId !== undefined) conds.push(lt(chatMessages.id, q.beforeId));
  if (q.afterId !== undefined) conds.push(gt(chatMessages.id, q.afterId));
  const where = and(...conds);
  const forward = q.afterId !== undefined;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ total }] = await db.select({ total: count() }).from(chatMessages).where(where);
  if (!forward) rows.reverse();
  return { rows, total };
}

export async function receiptsOf(db: Q, messageIds: number[]) {
  if (!messageIds.length) return [];
  return db.select().from(messageReceipts).where(inArray(messageReceipts.messageId, messageIds));
}

/**
 * Marks every message of the room up to `upToId` not sent by the reader as read, and moves the
 * reader's position. Answers false when nothing was newly read.
 */
export async function markReadUpTo(tx: Tx, roomId: number, userId: number, upToId: number, at: Date) {
  const [member] = await tx
    .select({ lastReadId: chatRoomMembers.lastReadId })
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)))
    .for('update');
  if (!member || member.lastReadId >= upToId) return false;
  await tx
    .update(chatRoomMembers)
    .set({ lastReadId: upToId })
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
  await tx.execute(sql`
    insert into ${messageReceipts} (message_id, user_id, read_at)
    select m.id, ${userId}::int, ${at.toISOString()}::timestamptz from ${chatMessages} m
    where m.room_id = ${roomId} and m.id > ${member.lastReadId} and m.id <= ${upToId}
      and m.sender_id is distinct from ${userId}
    on conflict do nothing`);
  return true;
}

/** Gives a stored file (files module) to a room. */
export async function linkChatFile(tx: Tx, v: { fileId: string; roomId: number; uploaderId: number }) {
  await tx.insert(chatFiles).values(v);
}

/** The files of a room among `ids`, with their names. */
export async function roomFiles(db: Q, roomId: number, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: files.id, filename: files.filename, mime: files.mime, size: files.size })
    .from(chatFiles)
    .innerJoin(files, eq(files.id, chatFiles.fileId))
    .where(and(eq(chatFiles.roomId, roomId), inArray(chatFiles.fileId, ids)));
}

export async function fileInfo(db: Q, fileId: string) {
  return (
    (
      await db
        .select({ id: files.id, filename: files.filename, mime: files.mime, size: files.size, roomId: chatFiles.roomId })
        .from(chatFiles)
        .innerJoin(files, eq(files.id, chatFiles.fileId))
        .where(eq(chatFiles.fileId, fileId))
        .limit(1)
    )[0] ?? null
  );
}

export const filesByIds = async (db: Q, ids: string[]) =>
  ids.length ? db.select({ id: files.id, filename: files.filename, mime: files.mime, size: files.size }).from(files).where(inArray(files.id, ids)) : [];

/**
 * Members of a room who have messages of others they have not read, among them one at or after
 * `sinceId`: how many they have not read and the newest of them (chat notifications).
 */
export async function membersWithUnreadSince(db: Q, roomId: number, sinceId: number) {
  const rows = await db
    .select({ userId: chatRoomMembers.userId, unread: count(chatMessages.id), newest: sql<number>`max(${chatMessages.id})` })
    .from(chatRoomMembers)
    .innerJoin(
      chatMessages,
      and(
        eq(chatMessages.roomId, chatRoomMembers.roomId),
        gt(chatMessages.id, chatRoomMembers.lastReadId),
        sql`${chatMessages.senderId} is distinct from ${chatRoomMembers.userId}`,
      ),
    )
    .where(eq(chatRoomMembers.roomId, roomId))
    .groupBy(chatRoomMembers.userId)
    .having(sql`max(${chatMessages.id}) >= ${sinceId}`);
  return rows.map((r) => ({ userId: r.userId, unread: Number(r.unread), newest: Number(r.newest) }));
}
