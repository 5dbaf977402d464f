import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeKey } from '../../../lib/storage';
import { mockFetch, renderInShell } from '../../../test/render';
import { chatStore } from '../hooks/use-chat';
import { ChatDock } from './chat-dock';

afterEach(() => {
  writeKey('token', null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a link to a conversation (?chat=<room>, a chat notification)', () => {
  it('opens the chat box on that room and leaves the address clean', async () => {
    writeKey('token', 'a'.repeat(43));
    mockFetch((url) =>
      url.endsWith('/user/me')
        ? { status: 200, body: { id: 9, email: 'me@example.test', nick_name: 'Me', is_verified: true, user_role: 'Member', avatar: null } }
        : { status: 404, body: { detail: 'Not found' } },
    );
    vi.spyOn(chatStore, 'start').mockImplementation(() => undefined);
    const setOpen = vi.spyOn(chatStore, 'setOpen').mockImplementation(() => undefined);
    const openRoom = vi.spyOn(chatStore, 'openRoom').mockImplementation(async () => undefined);
    const { router } = await renderInShell(<ChatDock />, { route: '/user/notification?chat=4&page=2', namespaces: ['chat'] });
    await waitFor(() => expect(openRoom).toHaveBeenCalledWith(4), { timeout: 5000 });
    expect(setOpen).toHaveBeenCalledWith(true);
    expect(router.state.location.pathname).toBe('/user/notification');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('ignores a link that names no room', async () => {
    writeKey('token', 'a'.repeat(43));
    mockFetch(() => ({ status: 200, body: { id: 9, email: 'me@example.test', nick_name: 'Me', is_verified: true, user_role: 'Member', avatar: null } }));
    vi.spyOn(chatStore, 'start').mockImplementation(() => undefined);
    const openRoom = vi.spyOn(chatStore, 'openRoom').mockImplementation(async () => undefined);
    const { router } = await renderInShell(<ChatDock />, { route: '/read?chat=abc', namespaces: ['chat'] });
    await waitFor(() => expect(chatStore.start).toHaveBeenCalled(), { timeout: 5000 });
    expect(openRoom).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?chat=abc');
  });
});
