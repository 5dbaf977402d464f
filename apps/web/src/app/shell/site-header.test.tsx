import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ABILITIES } from '../../test/abilities';
import { mockFetch, renderInShell } from '../../test/render';
import { SiteHeader } from './site-header';

const me = (over: Record<string, unknown> = {}) => ({
  id: 3,
  email: 'mei.chen@example.com',
  nick_name: null,
  avatar: null,
  user_role: 'Member',
  learning_language: 'Simplified_Chinese',
  site_language: 'English',
  is_paid: false,
  is_verified: true,
  abilities: ROLE_ABILITIES[(over.user_role as 'Member' | 'Mentor' | 'Admin' | undefined) ?? 'Member'].filter((a) => a !== 'subscribe' || !over.is_paid),
  ...over,
});

async function renderAs(user: Record<string, unknown> | null) {
  if (user) {
    localStorage.setItem('token', 'test-token');
    mockFetch((url) => (url.endsWith('/user/me') ? { status: 200, body: user } : { status: 404, body: { detail: 'Not found' } }));
  }
  await renderInShell(<SiteHeader />);
}

describe('site header (spec 01 §2)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('offers a visitor Log in and Subscribe, and no account menu', async () => {
    await renderAs(null);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login');
    expect(within(header).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Interface language' })).not.toBeInTheDocument();
  });

  it('shows the main navigation with the kickstart for the learning language', async () => {
    localStorage.setItem('learningLanguage', 'Spanish');
    await renderAs(null);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/read', '/video', '/speak', '/mentors', '/kickstart-sp']);
  });

  it('shows a signed-in, unsubscribed Member Subscribe and the account menu, but no language switcher', async () => {
    await renderAs(me());
    expect(await screen.findByRole('button', { name: 'Account menu for mei.chen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Interface language' })).not.toBeInTheDocument();
  });

  it('hides Subscribe from subscribers', async () => {
    await renderAs(me({ is_paid: true }));
    await screen.findByRole('button', { name: /Account menu/ });
    expect(screen.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('gives an Admin the En / Ch / Es switcher', async () => {
    await renderAs(me({ user_role: 'Admin', is_paid: true }));
    const group = await screen.findByRole('group', { name: 'Interface language' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent?.slice(0, 2)),
    ).toEqual(['En', 'Ch', 'Es']);
  });

  it('loads the account dropdown on first press and opens it', async () => {
    await renderAs(me({ user_role: 'Mentor', nick_name: 'Mei' }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Account menu for Mei' }));
    expect(await screen.findByRole('menuitem', { name: 'Teacher Center' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Administration' })).not.toBeInTheDocument();
  });
});
