import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { VerifyEmailBanner } from './verify-email-banner';

const me = (is_verified: boolean) => ({
  id: 3,
  email: 'kid@example.com',
  user_role: 'Member',
  is_verified,
  is_paid: false,
  learning_language: 'Spanish',
  site_language: 'English',
});

describe('VerifyEmailBanner', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('resends the verification e-mail, then shows Resent!', async () => {
    const fetch = mockFetch((url) => (url.endsWith('/user/me') ? { status: 200, body: me(false) } : { status: 202, body: { detail: 'ok' } }));
    await renderInShell(<VerifyEmailBanner />, { namespaces: ['accounts'] });
    const button = await screen.findByRole('button', { name: 'Resend Email' });
    await userEvent.setup().click(button);
    expect(await screen.findByRole('button', { name: 'Resent!' })).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/user/request-verify-token'));
    expect(call).toBeTruthy();
    expect(JSON.parse(String(call![1]!.body))).toEqual({ email: 'kid@example.com' });
    expect(screen.getByRole('button', { name: 'Resent!' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resent!' }));
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/user/request-verify-token'))).toHaveLength(1);
  });

  it('is not shown to a verified user', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: me(true) }));
    await renderInShell(<VerifyEmailBanner />, { namespaces: ['accounts'] });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Resend Email' })).toBeNull();
  });
});
