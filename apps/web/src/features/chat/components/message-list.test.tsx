import type { ChatRoom } from '@lingbridge/contracts/chat';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import type { ChatState } from '../lib/chat-store';
import { MessageList } from './message-list';

// A message the server refused over the socket (a frame's 422 text): no failed HTTP call fetched the
// server texts' translations before it came.
const state = {
  views: {},
  pending: [{ clientId: 'c1', roomId: 3, text: 'hola', fileCount: 0, error: 'Must be text' }],
} as unknown as ChatState;
vi.mock('../hooks/use-chat', () => ({
  useChat: <T,>(select: (s: ChatState) => T) => select(state),
  chatStore: { dismissPending: vi.fn(), loadOlder: vi.fn() },
}));

const room: ChatRoom = { id: 3, room_type: 'Individual', talk_topic: null, users: [], last_message: null, unread_count: 0, created_at: '2026-11-30T10:00:00Z' };

describe('a refused message in the interface language', () => {
  it('the first refusal that came over the socket is shown translated once the translations arrive, not left in English', async () => {
    await renderInShell(<MessageList me={1} room={room} />, { namespaces: ['chat'], language: 'es' });
    expect(await screen.findByText(/No enviado: Tiene que ser un texto/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('es', 'server')).toBe(true);
  });
});
