import type { AppContext } from '../../../context';
import * as repo from '../repo';

/** The group chat room of an event (GET /debate_chat/{id}/chat_messages), or null. */
export async function eventChatRoomId(ctx: AppContext, debateId: number) {
  return (await repo.findDebate(ctx.db, debateId))?.chatRoomId ?? null;
}
