import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineEvent } from '../../events/define-event';
import { recordEvent } from '../../events/record-event';

/**
 * How chat notifications are coalesced (docs/decisions/0076): one event per room and minute, checked
 * 75 s after its first message, so every message of that minute has been unread for 15 s or more.
 */
export const CHAT_NOTIFY_WINDOW_MS = 60_000;
export const CHAT_NOTIFY_DELAY_MS = 75_000;

/** Messages were posted in a room during one window; `firstMessageId` is the window's first. */
export const messagesPosted = defineEvent({
  name: 'chat.messages-posted',
  payload: z.object({ roomId: z.number().int(), senderId: z.number().int(), firstMessageId: z.number().int() }),
});

// Rooms whose event for the current window this process has already recorded: a busy room costs
// one insert per window, not one per message. Other processes are kept out by the event's key.
const noted = new WeakMap<AppContext, LRUCache<number, number>>();

/**
 * Records that messages were posted, once per room and window. Called after the messages are
 * stored and before they are acknowledged: a crash in between means no acknowledgement, and the
 * client's resend (same client id) records it then.
 */
export async function noteMessagesPosted(ctx: AppContext, senderId: number, messages: { id: number; chat_room_id: number }[]) {
  let seen = noted.get(ctx);
  if (!seen) noted.set(ctx, (seen = new LRUCache({ max: 50_000 })));
  const window = Math.floor(ctx.now().getTime() / CHAT_NOTIFY_WINDOW_MS);
  const first = new Map<number, number>();
  for (const m of messages) if (!first.has(m.chat_room_id) || m.id < first.get(m.chat_room_id)!) first.set(m.chat_room_id, m.id);
  for (const [roomId, firstMessageId] of first) {
    if (seen.get(roomId) === window) continue;
    await recordEvent(ctx.db, messagesPosted, { roomId, senderId, firstMessageId }, { key: `room:${roomId}:${window}` });
    seen.set(roomId, window);
  }
}
