import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeKey } from '../../../lib/storage';
import { mockFetch, renderInShell } from '../../../test/render';
import { chatStore } from '../hooks/use-chat';
import { ChatNowButton } from './chat-now-button';

afterEach(() => {
  writeKey('token', null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Chat now (chatnow modal, spec 01 §4, §8)', () => {
  it('asks a visitor to sign up or log in', async () => {
    mockFetch(() => ({ status: 401, body: { detail: 'Please login first!' } }));
    await renderInShell(<ChatNowButton userId={5} name="Teacher Wang" />, { namespaces: ['chat'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Chat now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Chat!');
    expect(dialog).toHaveTextContent('To send a message to other members, please first Sign up or Login!');
  });

  it('opens the conversation after the chatnow modal is confirmed', async () => {
    writeKey('token', 'a'.repeat(43));
    mockFetch(() => ({ status: 200, body: { id: 9, email: 'me@example.test', nick_name: 'Me', is_verified: true, user_role: 'Member', avatar: null } }));
    const startWith = vi.spyOn(chatStore, 'startWith').mockImplementation(() => undefined);
    await renderInShell(<ChatNowButton userId={5} name="Teacher Wang" />, { namespaces: ['chat'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Chat now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Teacher Wang');
    const buttons = dialog.querySelectorAll('button');
    await userEvent.click(buttons[buttons.length - 1]);
    expect(startWith).toHaveBeenCalledWith(5);
  });

  it('is not shown on one’s own profile', async () => {
    writeKey('token', 'a'.repeat(43));
    mockFetch(() => ({ status: 200, body: { id: 5, email: 'me@example.test', nick_name: 'Me', is_verified: true, user_role: 'Member', avatar: null } }));
    await renderInShell(<ChatNowButton userId={5} name="Me" />, { namespaces: ['chat'] });
    await screen.findByText('elsewhere').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('button', { name: 'Chat now' })).toBeNull();
  });
});
