import type { Group, GroupList } from '@lingbridge/contracts/organizations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as MembersPage } from './members-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const u = (id: number, nick: string) => ({ id, email: { email: `${nick.toLowerCase()}@school.test` }, nick_name: nick, user_name: null });
const g = (id: number, name: string, users: Group['users']): Group => ({
  id,
  org_id: 1,
  name,
  archived_at: null,
  join_code: null,
  users,
  can_run: true,
  can_archive: true,
});

const A = g(1, 'Class A', [
  { user_id: 10, role: 'GroupAdmin', user: u(10, 'Li') },
  { user_id: 11, role: 'Member', user: u(11, 'Mei') },
]);
const B = g(2, 'Class B', [{ user_id: 12, role: 'Member', user: u(12, 'Leo') }]);
const list: GroupList = {
  org_role: 'orgAdmin',
  groups: [A, B],
  members: [
    { user_id: 10, nick_name: 'Li', email: 'li@school.test', user_name: null, org_id: [1], group_id: [1], role: ['GroupAdmin'] },
    { user_id: 11, nick_name: 'Mei', email: 'mei@school.test', user_name: null, org_id: [1], group_id: [1], role: ['Member'] },
    { user_id: 12, nick_name: 'Leo', email: 'leo@school.test', user_name: null, org_id: [1], group_id: [2], role: ['Member'] },
  ],
};

describe('/teacher/organization/member', () => {
  it('lists everyone with their groups and roles, and moves a learner to another group (added there, removed here)', async () => {
    localStorage.setItem('token', 'test-token');
    const puts: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (url.includes('/organization/org/group')) return { status: 200, body: list };
      if (init.method === 'PUT') {
        puts.push({ url, body: JSON.parse(String(init.body)) });
        return { status: 200, body: A };
      }
      return { status: 404, body: { detail: 'Not found' } };
    });
    await renderInShell(<MembersPage />, { route: '/teacher/organization/member', path: '/teacher/organization/member', namespaces: ['organizations'] });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    // Every column is headed in words, the remove buttons' too (axe: empty-table-header).
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toHaveTextContent('Actions');
    const mei = within(table).getByRole('row', { name: /Mei/ });
    expect(within(mei).getByText('Class A')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Li/ })).getByText('Class A · Teacher')).toBeInTheDocument();
    // A teacher is not moved or removed from here.
    expect(within(within(table).getByRole('row', { name: /Li/ })).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(mei)
        .getAllByLabelText('Move Mei to…')
        .find((el) => el.tagName === 'INPUT')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Class B' }));
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[0]).toEqual({
      url: expect.stringContaining('/organization/org/1/group/2/user'),
      body: {
        users: [
          { user_id: 12, role: 'Member' },
          { user_id: 11, role: 'Member' },
        ],
      },
    });
    expect(puts[1]).toEqual({ url: expect.stringContaining('/organization/org/1/group/1/user'), body: { users: [{ user_id: 10, role: 'GroupAdmin' }] } });
  });
});
