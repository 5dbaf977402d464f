import type { NotificationItem } from '@lingbridge/contracts/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as NotificationsPage } from './notifications-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const at = '2026-11-24T10:00:00Z';
const ITEMS: NotificationItem[] = [
  { id: 8, kind: 'chat_message', params: { chat_room_id: 4, sender_name: 'Ana', count: 3 }, link: '?chat=4', created_at: at, read_at: null },
  { id: 7, kind: 'video_transcribed', params: { video_id: 12, title: 'Morning' }, link: '/video/upload/12', created_at: at, read_at: null },
  {
    id: 6,
    kind: 'payment_succeeded',
    params: { order_id: 3, item: 'monthly', amount_cents: 1648, currency: 'usd' },
    link: '/user/subscription',
    created_at: at,
    read_at: at,
  },
  { id: 5, kind: 'subscription_ending', params: { plan: 'yearly', ends_at: '2027-01-15T00:00:00Z' }, link: '/user/subscription', created_at: at, read_at: at },
  { id: 4, kind: 'email_verified', params: {}, link: null, created_at: at, read_at: null },
];

function serve(items: NotificationItem[], o: { pages?: number } = {}) {
  localStorage.setItem('token', 'test-token');
  const unread = () => items.filter((i) => !i.read_at).length;
  return mockFetch((url, init) => {
    if (init.method === 'POST' && url.endsWith('/notification/read_all')) {
      const n = unread();
      items.forEach((i) => (i.read_at ??= at));
      return { status: 200, body: { updated: n, unread_count: 0 } };
    }
    const one = /\/notification\/(\d+)\/read$/.exec(url);
    if (init.method === 'POST' && one) {
      const item = items.find((i) => i.id === Number(one[1]))!;
      item.read_at ??= at;
      return { status: 200, body: item };
    }
    if (url.includes('/notification/unread_count')) return { status: 200, body: { unread_count: unread() } };
    if (url.includes('/notification?')) {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return { status: 200, body: { items: page === 1 ? items : [], page, pages: o.pages ?? 1, total: items.length, unread_count: unread() } };
    }
    return { status: 404, body: { detail: 'Not found' } };
  });
}

const render = (route = '/user/notification', language = 'en') =>
  renderInShell(<NotificationsPage />, { route, path: '/user/notification', namespaces: ['notifications'], language });

describe('/user/notification', () => {
  it('writes each kind in the reader’s language, marks the new ones, and links where it leads', async () => {
    serve(structuredClone(ITEMS));
    await render();
    const list = await screen.findByRole('list', { name: 'Your notifications' }, { timeout: 5000 });
    const rows = within(list).getAllByTestId('notification');
    expect(rows.map((r) => r.querySelector('.lb-notification__text')?.textContent)).toEqual([
      'New: 3 new messages from Ana.',
      'New: “Morning” is transcribed and ready to watch.',
      'Payment received: $16.48 for the monthly plan. Thank you!',
      'Your yearly subscription will not renew. PRO stays open until January 15, 2027.',
      'New: Your e-mail address is confirmed. You can now chat, subscribe and submit videos.',
    ]);
    expect(rows[0]).toHaveAttribute('href', '/user/notification?chat=4');
    expect(rows[1]).toHaveAttribute('href', '/video/upload/12');
    expect(rows[2]).not.toHaveAttribute('data-unread');
    expect(rows[4].tagName).toBe('BUTTON'); // no link: opening it only marks it read
    expect(screen.getByText('3 new notifications')).toBeInTheDocument();
  });

  it('opening a new one marks it read and follows its link', async () => {
    const fetch = serve(structuredClone(ITEMS));
    const { router } = await render();
    const rows = await screen.findAllByTestId('notification', {}, { timeout: 5000 });
    await userEvent.setup().click(rows[1]);
    expect(router.state.location.pathname).toBe('/video/upload/12');
    expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith('/notification/7/read') && i?.method === 'POST')).toBe(true);
  });

  it('marks all as read, then has nothing left to mark', async () => {
    const fetch = serve(structuredClone(ITEMS));
    await render();
    const button = await screen.findByRole('button', { name: 'Mark all as read' }, { timeout: 5000 });
    await userEvent.setup().click(button);
    expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith('/notification/read_all') && i?.method === 'POST')).toBe(true);
    expect(await screen.findByText('What happens with your account, payments, videos and messages.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryAllByTestId('notification').filter((r) => r.hasAttribute('data-unread'))).toHaveLength(0);
  });

  it('says so when there is nothing yet', async () => {
    serve([]);
    await render();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('pages through the list', async () => {
    const fetch = serve(structuredClone(ITEMS), { pages: 3 });
    const { router } = await render();
    await screen.findAllByTestId('notification', {}, { timeout: 5000 });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Page 2' }, { timeout: 5000 }));
    expect(router.state.location.search).toBe('?page=2');
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/notification?page=2&size=20'))).toBe(true);
  });

  it('is written in Chinese for a Chinese interface', async () => {
    serve(structuredClone(ITEMS));
    await render('/user/notification', 'zh');
    expect(await screen.findByRole('heading', { name: '通知', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(/Ana 给你发来 3 条新消息。/)).toBeInTheDocument();
    expect(screen.getByText('全部标为已读')).toBeInTheDocument();
  });
});
