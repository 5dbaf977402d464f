import { useSyncExternalStore } from 'react';
import { getToken } from '../../../lib/storage';
import { createChatStore, type ChatState } from '../lib/chat-store';

/** The one chat of this tab. */
export const chatStore = createChatStore({ token: getToken });

/** A slice of the chat state; the selector must answer stored values (not new objects). */
export function useChat<T>(select: (s: ChatState) => T): T {
  return useSyncExternalStore(chatStore.subscribe, () => select(chatStore.getState()));
}

/** Unread messages over all individual conversations (the launcher's badge). */
export function useUnreadTotal() {
  return useChat((s) => (s.rooms ?? []).filter((r) => r.room_type === 'Individual').reduce((n, r) => n + r.unread_count, 0));
}
