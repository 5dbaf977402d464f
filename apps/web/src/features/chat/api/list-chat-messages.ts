import type { ChatMessagesPage } from '@lingbridge/contracts/chat';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /chat/{id}/messages, oldest first: the newest page, older ones with `before_id`, or what came
 * after a known message with `after_id` (catching up after a reconnect).
 */
export const listChatMessages = (roomId: number, q: { before_id?: number; after_id?: number; size?: number } = {}) =>
  apiRequest<ChatMessagesPage>(`/chat/${roomId}/messages`, { query: q });
