import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeSocket } from './realtime-socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', { OPEN: 1 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const make = () => new RealtimeSocket({ url: () => 'ws://x/api/v1/chat?token=t', createSocket: (u) => new FakeSocket(u) as unknown as WebSocket });

describe('RealtimeSocket', () => {
  it('is one socket for every holder (chat and notifications), open while anyone holds it', () => {
    const rt = make();
    const releaseChat = rt.retain();
    const releaseBell = rt.retain();
    expect(FakeSocket.all).toHaveLength(1);
    FakeSocket.all[0].open();
    const chat: unknown[] = [];
    const bell: unknown[] = [];
    rt.onFrame((f) => chat.push(f));
    rt.subscribe('notification', (f) => bell.push(f.unread_count));
    FakeSocket.all[0].onmessage?.({ data: '{"command":"ReceiveMessage","status":"success","response":{}}' });
    FakeSocket.all[0].onmessage?.({ data: '{"type":"notification","item":{},"unread_count":2}' });
    expect(chat).toHaveLength(2);
    expect(bell).toEqual([2]);
    releaseChat();
    releaseChat(); // twice is once
    expect(FakeSocket.all[0].readyState).toBe(1);
    releaseBell();
    expect(FakeSocket.all[0].readyState).toBe(3);
    expect(rt.status).toBe('stopped');
  });

  it('reconnects 3 s after a drop, but not after a refused token (4001) or an unverified account (4003)', () => {
    const rt = make();
    const statuses: string[] = [];
    rt.onStatus((s) => statuses.push(s));
    rt.retain();
    FakeSocket.all[0].open();
    FakeSocket.all[0].onclose?.({ code: 1013 });
    vi.advanceTimersByTime(3_000);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].onclose?.({ code: 4001 });
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'reconnecting', 'unauthorized']);
  });
});
