import type { Organization } from '@lingbridge/contracts/organizations';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as AdminOrgsPage } from './admin-orgs-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const org: Organization = {
  id: 5,
  name: 'Maple School',
  seat_count: 3,
  seats_used: 2,
  seats_paid_until: null,
  is_admin: true,
  groups: [],
  users: [],
  invitations: [],
};

// Rendering Mantine in jsdom is slow on a busy machine.
describe('/cms/orglist: an Admin sets seats', { timeout: 20_000 }, () => {
  it('a refused save says why; the next save that succeeds takes the message away', async () => {
    localStorage.setItem('token', 'test-token');
    let current = org;
    mockFetch((url, init) => {
      if (init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { seat_count: number };
        if (body.seat_count < current.seats_used) return { status: 409, body: { detail: 'The organisation has more members than that: remove members first' } };
        current = { ...current, seat_count: body.seat_count };
        return { status: 200, body: current };
      }
      if (url.endsWith('/organization/org')) return { status: 200, body: [current] };
      return { status: 404, body: { detail: 'Not found' } };
    });
    await renderInShell(<AdminOrgsPage />, { route: '/cms/orglist', namespaces: ['organizations'] });
    const user = userEvent.setup();
    const seats = await screen.findByRole('textbox', { name: 'Seats of Maple School' }, { timeout: 5000 });
    await user.clear(seats);
    await user.type(seats, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The organisation has more members than that: remove members first.');
    await user.clear(seats);
    await user.type(seats, '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('2 / 10')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
