import type { UserRole } from '@lingbridge/contracts/common';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EDITOR_ABILITIES, ROLE_ABILITIES } from '../../test/abilities';
import { renderInShell } from '../../test/render';
import { AccountMenu } from './account-menu';
import { accountLinks } from './nav-items';

const user = (role: UserRole, nick: string | null = 'Lina') => ({
  email: 'lina.wu@example.com',
  nick_name: nick,
  avatar: null,
  user_role: role,
  learning_language: 'Spanish' as const,
  abilities: ROLE_ABILITIES[role],
});

async function openMenu(role: UserRole, nick: string | null = 'Lina', onLogout = vi.fn()) {
  await renderInShell(<AccountMenu user={user(role, nick)} onLogout={onLogout} />);
  await userEvent.setup().click(screen.getByRole('button', { name: /Account menu for/ }));
  await screen.findByRole('menu');
  return onLogout;
}

const linkNames = () => screen.getAllByRole('menuitem').map((i) => i.textContent?.trim());

describe('account dropdown (spec 01 §2, §6)', () => {
  it('a learner account a teacher created (no e-mail, decision 0092) shows its sign-in name, not the internal address', async () => {
    await renderInShell(<AccountMenu user={{ ...user('Member', 'Kid One'), email: 'kidone5287@learners.lingbridge.invalid' }} onLogout={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Account menu for/ }));
    await screen.findByRole('menu');
    expect(screen.getByText('kidone5287')).toBeInTheDocument();
    expect(screen.queryByText(/learners\.lingbridge\.invalid/)).not.toBeInTheDocument();
  });

  it('shows a Member the learner links, without Teacher Center or Administration', async () => {
    await openMenu('Member');
    expect(linkNames()).toEqual(['Learning Center', 'Notifications', 'Notebook', 'Account Setting', 'Log out']);
  });

  it('shows a Mentor the Teacher Center, but not Administration', async () => {
    await openMenu('Mentor');
    expect(linkNames()).toContain('Teacher Center');
    expect(linkNames()).not.toContain('Administration');
    expect(screen.getByRole('menuitem', { name: 'Teacher Center' })).toHaveAttribute('href', '/teacher/profile');
  });

  it('shows an Admin both Teacher Center and Administration (/cms)', async () => {
    await openMenu('Admin');
    expect(screen.getByRole('menuitem', { name: 'Teacher Center' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Administration' })).toHaveAttribute('href', '/cms');
  });

  it('shows name, e-mail, role tag and learning language', async () => {
    await openMenu('Mentor');
    expect(screen.getByTestId('account-name')).toHaveTextContent('Lina');
    expect(screen.getByText('lina.wu@example.com')).toBeInTheDocument();
    expect(screen.getByText('Mentor')).toBeInTheDocument();
    expect(screen.getByText('Spanish')).toBeInTheDocument();
  });

  it('falls back to the part of the e-mail before the @ when there is no nick name', async () => {
    await openMenu('Member', null);
    expect(screen.getByTestId('account-name')).toHaveTextContent(/^lina\.wu$/);
  });

  it('logs out through the callback', async () => {
    const onLogout = await openMenu('Member');
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe('accountLinks', () => {
  it.each([
    ['Member', false, false],
    ['Mentor', true, false],
    ['Admin', true, true],
  ] as const)('%s: Teacher Center %s, Administration %s', (role, teacher, admin) => {
    const paths = accountLinks({ abilities: ROLE_ABILITIES[role] }).map((l) => l.to);
    expect(paths.includes('/teacher/profile')).toBe(teacher);
    expect(paths.includes('/cms')).toBe(admin);
    expect(paths).toEqual(expect.arrayContaining(['/user/center', '/user/notification', '/user/vocabulary/notebook', '/setting']));
  });

  it('gives a Member with can_edit_article Administration, opening on the article list', () => {
    const paths = accountLinks({ abilities: EDITOR_ABILITIES }).map((l) => l.to);
    expect(paths).toContain('/cms/articleList');
    expect(paths).not.toContain('/teacher/profile');
  });
});
