import type { Group, GroupList } from '@lingbridge/contracts/organizations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as GroupsPage } from './groups-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const user = (id: number, nick: string, userName: string | null = null) => ({
  id,
  email: { email: userName ? '' : `${nick.toLowerCase()}@school.test` },
  nick_name: nick,
  user_name: userName,
});

function group(over: Partial<Group> = {}): Group {
  return {
    id: 3,
    org_id: 1,
    name: 'Class 3B',
    archived_at: null,
    join_code: 'K7PX2M',
    users: [
      { user_id: 10, role: 'GroupAdmin', user: user(10, 'Mr Li') },
      { user_id: 11, role: 'Member', user: user(11, 'Mei', 'mei204') },
      { user_id: 12, role: 'Member', user: user(12, 'Leo') },
    ],
    can_run: true,
    can_archive: false,
    ...over,
  };
}

function serve(list: GroupList, calls: { url: string; method?: string; body?: unknown }[] = []) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    calls.push({ url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.includes('/organization/org/group')) return { status: 200, body: list };
    if (url.endsWith('/organization/org')) return { status: 200, body: [] };
    if (init.method === 'PUT' && url.includes('/group/3/user')) return { status: 200, body: group() };
    return { status: 404, body: { detail: 'Not found' } };
  });
}

const render = (language = 'en') =>
  renderInShell(<GroupsPage />, { route: '/teacher/organization/group', path: '/teacher/organization/group', namespaces: ['organizations'], language });

describe('/teacher/organization/group', () => {
  it('a teacher sees the class code, teachers and learners (with user names), and the actions of a teacher, not archive', async () => {
    serve({ org_role: 'groupAdmin', groups: [group()], members: [] });
    await render();
    const card = await screen.findByRole('article', { name: 'Class 3B' }, { timeout: 5000 });
    expect(within(card).getByText('K7PX2M')).toBeInTheDocument();
    expect(within(card).getByText('Mr Li')).toBeInTheDocument();
    expect(within(card).getByText('Mei (mei204)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add learners' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'New class code' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Archive group' })).toBeNull();
  });

  it('a learner sees their class and its teacher, without the code, the other learners or any action', async () => {
    serve({ org_role: 'member', groups: [group({ can_run: false, join_code: null, users: [group().users[0]] })], members: [] });
    await render();
    const card = await screen.findByRole('article', { name: 'Class 3B' }, { timeout: 5000 });
    expect(within(card).getByText('Mr Li')).toBeInTheDocument();
    expect(within(card).queryByText('Class code')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('an organisation admin may archive; removing a learner asks first (kick-member), then sends the group without them', async () => {
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    serve({ org_role: 'orgAdmin', groups: [group({ can_archive: true })], members: [] }, calls);
    await render();
    const card = await screen.findByRole('article', { name: 'Class 3B' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'Archive group' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Leo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Leo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: /remove/i }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      users: [
        { user_id: 10, role: 'GroupAdmin' },
        { user_id: 11, role: 'Member' },
      ],
    });
  });

  it('shows the empty state in Chinese', async () => {
    serve({ org_role: 'member', groups: [], members: [] });
    await render('zh');
    expect(await screen.findByRole('heading', { name: '还没有小组' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
