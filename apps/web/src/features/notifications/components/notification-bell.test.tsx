import type { NotificationFrame } from '@lingbridge/contracts/notifications';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { subscribeNotificationFrames, type SubscribeToFrames } from '../lib/notification-frames';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const frame = (unread: number): NotificationFrame => ({
  type: 'notification',
  item: { id: 9, kind: 'email_verified', params: {}, link: null, created_at: '2026-11-24T10:00:00Z', read_at: null },
  unread_count: unread,
});

function serve(count: () => number) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url) =>
    url.includes('/notification/unread_count') ? { status: 200, body: { unread_count: count() } } : { status: 404, body: { detail: 'Not found' } },
  );
}

describe('the header bell', () => {
  it('shows the unread count and leads to /user/notification', async () => {
    serve(() => 3);
    await renderInShell(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' }, { timeout: 5000 });
    expect(bell).toHaveAttribute('href', '/user/notification');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
  });

  it('shows no number when everything is read, and 99+ beyond 99', async () => {
    let n = 0;
    serve(() => n);
    const { client } = await renderInShell(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).not.toHaveTextContent(/\d/);
    n = 140;
    await act(() => client.refetchQueries({ queryKey: ['notifications', 'unread'] }));
    expect(await screen.findByRole('link', { name: 'Notifications, 140 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('99+');
  });

  it('asks again when the window regains focus', async () => {
    let n = 1;
    const fetch = serve(() => n);
    await renderInShell(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    n = 2;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('unread_count'))).toHaveLength(2);
    focusManager.setFocused(undefined);
  });

  it('takes a live notification frame from the one subscription, without asking the server', async () => {
    const fetch = serve(() => 1);
    const { client } = await renderInShell(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    let deliver: (f: NotificationFrame) => void = () => undefined;
    const unsubscribe = vi.fn();
    const subscribe: SubscribeToFrames = (type, handler) => {
      expect(type).toBe('notification');
      deliver = handler;
      return unsubscribe;
    };
    const stop = subscribeNotificationFrames(client, subscribe);
    act(() => deliver(frame(4)));
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.filter(([u]) => String(u).includes('unread_count'))).toHaveLength(1));
    stop();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it("is live over the tab's realtime socket: a pushed frame updates the count, a reconnect asks again", async () => {
    const sockets: {
      url: string;
      readyState: number;
      onopen?: () => void;
      onmessage?: (e: { data: string }) => void;
      onclose?: (e: { code: number }) => void;
      close: () => void;
    }[] = [];
    class FakeSocket {
      static OPEN = 1;
      readyState = 0;
      onopen?: () => void;
      constructor(public url: string) {
        sockets.push(this as never);
      }
      send() {}
      close() {
        this.readyState = 3;
      }
    }
    vi.stubGlobal('WebSocket', FakeSocket);
    let n = 1;
    const fetch = serve(() => n);
    const { unmount } = await renderInShell(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(sockets).toHaveLength(1);
    expect(sockets[0].url).toMatch(/\/api\/v1\/chat\?token=test-token$/);
    act(() => {
      sockets[0].readyState = 1;
      sockets[0].onopen?.();
      sockets[0].onmessage?.({ data: JSON.stringify(frame(4)) });
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    const asked = () => fetch.mock.calls.filter(([u]) => String(u).includes('unread_count')).length;
    expect(asked()).toBe(1);
    // The socket drops and comes back: what it may have missed is fetched again.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    n = 6;
    act(() => sockets[0].onclose?.({ code: 1013 }));
    act(() => vi.advanceTimersByTime(3_000));
    vi.useRealTimers();
    expect(sockets).toHaveLength(2);
    act(() => {
      sockets[1].readyState = 1;
      sockets[1].onopen?.();
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 6 unread' })).toBeInTheDocument();
    unmount();
    expect(sockets[1].readyState).toBe(3);
  });
});
