import type { ChatRoom } from '@lingbridge/contracts/chat';
import type { Paged } from '@lingbridge/contracts/common';
import { apiRequest } from '../../../lib/api-client';

/** GET /chat: the user's rooms with users, last message and unread count, most recent first. */
export const listChatRooms = (size = 100) => apiRequest<Paged<ChatRoom>>('/chat', { query: { page: 1, size } });
