import type { Debate } from '@lingbridge/contracts/speak';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ABILITIES } from '../../../test/abilities';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as NextRoomPage } from './next-room-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const summary = (id: number, o: Partial<Debate>) => ({ id, title: `Event ${id}`, abilities: ['enter_room'], debate_status: 'upcoming', room_link: null, ...o });

function serve(items: object[]) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url) => {
    if (url.endsWith('/user/me'))
      return {
        status: 200,
        body: {
          id: 7,
          email: 'x@example.com',
          nick_name: 'X',
          avatar: null,
          user_role: 'Member',
          learning_language: 'English',
          site_language: 'English',
          is_paid: false,
          is_verified: true,
          abilities: ROLE_ABILITIES.Member,
        },
      };
    if (url.includes('/debate?')) return { status: 200, body: { items, page: 1, pages: 1, total: items.length } };
    return { status: 404, body: { detail: 'Not found' } };
  });
}
const open = () =>
  renderInShell(<NextRoomPage />, { route: '/debate/room', namespaces: ['speak-room'], routes: [{ path: '/debate/room/:id', element: <p>room page</p> }] });

describe('/debate/room', () => {
  it('offers my next event whose room has not opened yet, skipping closed and canceled ones', async () => {
    serve([
      summary(1, { room_opens_at: inHours(-5), room_closes_at: inHours(-4) }),
      summary(2, { room_opens_at: inHours(1), room_closes_at: inHours(2), debate_status: 'canceled' }),
      summary(3, { room_opens_at: inHours(3), room_closes_at: inHours(4) }),
    ]);
    await open();
    expect(await screen.findByText('Event 3', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter the room' })).toHaveAttribute('href', '/debate/room/3');
  });

  it('goes straight into a room that is open', async () => {
    serve([summary(4, { room_opens_at: inHours(-0.2), room_closes_at: inHours(1), room_link: '/debate/room/4' })]);
    await open();
    expect(await screen.findByText('room page', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('without any, a way to /speak', async () => {
    serve([]);
    await open();
    expect(await screen.findByText('You have no event with a room coming up', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/speak');
  });
});
