import type { AppContext } from '../../context';
import type { DebateRow } from '../../db/schema';
import { createRoomWithMembers, setGroupMembers } from '../chat/service';
import * as repo from './repo';

/**
 * Each event has a group chat room (spec 02 §3 chat_room_id) whose Talk Topic is the event's topic
 * and whose members are the initiator and the approved participants, kept in step after every
 * change. Made on first need, so an event never waits on the chat to exist.
 */
export async function syncEventChat(ctx: AppContext, d: DebateRow) {
  const members = [d.initiatorId, ...(await repo.approvedIds(ctx.db, d.id))];
  const topic = d.titleCn ? `${d.title} · ${d.titleCn}` : d.title;
  if (!d.chatRoomId) {
    const { room } = await createRoomWithMembers(ctx, { roomType: 'Group', talkTopic: topic, createdBy: d.initiatorId, memberIds: members });
    // Two requests at once may both create one: the first stored wins, the other room is left empty.
    const updated = await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockDebate(tx, d.id);
      if (locked?.chatRoomId) return locked;
      return repo.updateDebate(tx, d.id, { chatRoomId: room.id });
    });
    if (updated?.chatRoomId !== room.id) await setGroupMembers(ctx, room.id, [], null);
    if (updated?.chatRoomId) await setGroupMembers(ctx, updated.chatRoomId, members, topic);
    return;
  }
  await setGroupMembers(ctx, d.chatRoomId, members, topic);
}
