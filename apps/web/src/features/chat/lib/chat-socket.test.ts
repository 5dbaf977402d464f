import { CHAT_CLOSE, CHAT_FILES_PLACEHOLDER } from '@lingbridge/contracts/chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/render';
import { ChatSocket } from './chat-socket';
import { createChatStore } from './chat-store';

/** A WebSocket double the test drives by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const createSocket = (url: string) => new FakeSocket(url) as unknown as WebSocket;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', { OPEN: 1 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ChatSocket', () => {
  it('reconnects 3 s after a close and resends what was not acknowledged, under the same client id', () => {
    const statuses: string[] = [];
    const s = new ChatSocket({ url: () => 'ws://x/api/v1/chat?token=t', onFrame: () => {}, onStatus: (st) => statuses.push(st), createSocket });
    s.start();
    FakeSocket.all[0].open();
    s.sendMessage({ command: 'SendMessage', chat_room_id: 1, text: 'hi', file_links: [], client_id: 'c1' });
    FakeSocket.all[0].drop();
    vi.advanceTimersByTime(2_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].open();
    expect(FakeSocket.all[1].sent).toEqual([{ command: 'SendMessage', chat_room_id: 1, text: 'hi', file_links: [], client_id: 'c1' }]);
    // Acknowledged: not sent again after the next reconnect.
    FakeSocket.all[1].receive({ command: 'SendMessage', status: 'success', response: { id: 9, client_id: 'c1' } });
    FakeSocket.all[1].drop();
    vi.advanceTimersByTime(3_000);
    FakeSocket.all[2].open();
    expect(FakeSocket.all[2].sent).toEqual([]);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'reconnecting', 'open', 'reconnecting', 'reconnecting', 'open']);
  });

  it.each([
    [CHAT_CLOSE.invalidToken, 'unauthorized'],
    [CHAT_CLOSE.notVerified, 'unverified'],
  ])('does not reconnect after close code %i', (code, status) => {
    const onStatus = vi.fn();
    const s = new ChatSocket({ url: () => 'ws://x', onFrame: () => {}, onStatus, createSocket });
    s.start();
    FakeSocket.all[0].open();
    FakeSocket.all[0].drop(code);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(onStatus).toHaveBeenLastCalledWith(status);
  });
});

describe('chat store', () => {
  it('sends the placeholder for files without text, and catches up after a reconnect without duplicates', async () => {
    const room = { id: 4, room_type: 'Individual', talk_topic: null, users: [], last_message: null, unread_count: 0, created_at: '' };
    const m = (id: number) => ({
      id,
      chat_room_id: 4,
      sender_id: 2,
      text: `m${id}`,
      created_at: '',
      message_receipts: [],
      file_links: [],
      files: [],
      client_id: null,
    });
    const fetched: string[] = [];
    mockFetch((url) => {
      fetched.push(url);
      if (url.includes('/chat?')) return { status: 200, body: { items: [room], page: 1, pages: 1, total: 1 } };
      if (url.includes('after_id=1')) return { status: 200, body: { items: [m(2), m(3)], page: 1, pages: 1, total: 2, has_more: false } };
      return { status: 200, body: { items: [m(1)], page: 1, pages: 1, total: 1, has_more: false } };
    });
    const store = createChatStore({ token: () => 't', isVisible: () => false, createSocket });
    store.start(1);
    FakeSocket.all[0].open();
    await vi.runAllTimersAsync();
    await store.openRoom(4);
    store.send(4, '  ', ['f.png']);
    expect(FakeSocket.all[0].sent.at(-1)).toMatchObject({ text: CHAT_FILES_PLACEHOLDER, file_links: ['f.png'] });
    // Message 3 arrives live, then the socket drops; the catch-up starts after the last fetched id (1).
    FakeSocket.all[0].receive({ command: 'ReceiveMessage', status: 'success', response: m(3) });
    FakeSocket.all[0].drop();
    await vi.advanceTimersByTimeAsync(3_000);
    FakeSocket.all[1].open();
    await vi.runAllTimersAsync();
    expect(fetched.some((u) => u.includes('after_id=1'))).toBe(true);
    expect(store.getState().views[4].messages.map((x) => x.id)).toEqual([1, 2, 3]);
    store.stop();
  });

  it('lists a room joined after the list was fetched as soon as it is opened, even with no messages yet', async () => {
    const room = (id: number) => ({ id, room_type: 'Group', talk_topic: `Event ${id}`, users: [], last_message: null, unread_count: 0, created_at: '' });
    let rooms = [room(4)];
    mockFetch((url) => {
      if (url.includes('/chat?')) return { status: 200, body: { items: rooms, page: 1, pages: 1, total: rooms.length } };
      return { status: 200, body: { items: [], page: 1, pages: 1, total: 0, has_more: false } };
    });
    const store = createChatStore({ token: () => 't', isVisible: () => false, createSocket });
    store.start(1);
    FakeSocket.all[0].open();
    await vi.runAllTimersAsync();
    expect(store.getState().rooms?.map((r) => r.id)).toEqual([4]);
    // Approved for an event: its chat room now has this user, and the event page opens it.
    rooms = [room(9), room(4)];
    await store.openRoom(9);
    await vi.runAllTimersAsync();
    expect(store.getState().rooms?.map((r) => r.id)).toEqual([9, 4]);
    store.stop();
  });
});
