import { POLLING } from '@lingbridge/contracts/constants';
import { REALTIME_CLOSE, REALTIME_PATH, type RealtimePushFrame, type RealtimeServerFrame } from '@lingbridge/contracts/realtime';
import { getToken } from './storage';

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'unverified' | 'stopped';

type Options = {
  /** The socket URL with the token, or null when signed out. */
  url: () => string | null;
  reconnectMs?: number;
  createSocket?: (url: string) => WebSocket;
};

/** `ws(s)://<this host>/api/v1/chat?token=…` */
export function realtimeSocketUrl(token: string | null) {
  if (!token) return null;
  const proto = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${proto}://${window.location.host}${REALTIME_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The tab's realtime connection (server: apps/server/src/realtime, decision 0070): one socket for
 * the chat and the live frames of other features. Reconnects 3 seconds after it closes, except
 * when the token is refused (4001) or the account is unverified (4003). It is open while anyone
 * holds it (`retain`); each feature listens to the frames it knows.
 */
export class RealtimeSocket {
  private ws: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private holders = 0;
  private frameListeners = new Set<(frame: RealtimeServerFrame) => void>();
  private statusListeners = new Set<(status: RealtimeStatus) => void>();
  status: RealtimeStatus = 'stopped';

  constructor(private opts: Options) {}

  /** Keeps the socket open until the answered release is called (once per holder). */
  retain() {
    this.holders += 1;
    if (this.holders === 1) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders === 0) this.stop();
    };
  }

  /** Every frame, as it arrives; answers the unsubscribe. */
  onFrame(handler: (frame: RealtimeServerFrame) => void) {
    this.frameListeners.add(handler);
    return () => void this.frameListeners.delete(handler);
  }

  onStatus(handler: (status: RealtimeStatus) => void) {
    this.statusListeners.add(handler);
    return () => void this.statusListeners.delete(handler);
  }

  /** The pushed frames of one `type` (a notification, …); answers the unsubscribe. */
  subscribe<T extends RealtimePushFrame['type']>(type: T, handler: (frame: Extract<RealtimePushFrame, { type: T }>) => void) {
    return this.onFrame((frame) => {
      if ('type' in frame && frame.type === type) handler(frame as Extract<RealtimePushFrame, { type: T }>);
    });
  }

  /** Sends a frame now if connected; answers whether it went out. */
  send(frame: unknown) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  /** Connects again now, with the current token (after a sign-in as someone else). */
  restart() {
    if (!this.holders) return;
    this.stop();
    this.start();
  }

  private start() {
    this.setStatus('connecting');
    this.connect();
  }

  private stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000, 'bye');
    this.setStatus('stopped');
  }

  private setStatus(s: RealtimeStatus) {
    this.status = s;
    for (const l of [...this.statusListeners]) l(s);
  }

  private connect() {
    const url = this.opts.url();
    if (!url) return this.setStatus('unauthorized');
    if (this.status !== 'connecting') this.setStatus('reconnecting');
    const ws = (this.opts.createSocket ?? ((u) => new WebSocket(u)))(url);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws === ws) this.setStatus('open');
    };
    ws.onmessage = (ev) => {
      if (this.ws !== ws) return;
      let frame: RealtimeServerFrame;
      try {
        frame = JSON.parse(String(ev.data)) as RealtimeServerFrame;
      } catch {
        return;
      }
      for (const l of [...this.frameListeners]) l(frame);
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (!this.holders) return;
      if (ev.code === REALTIME_CLOSE.invalidToken) return this.setStatus('unauthorized');
      if (ev.code === REALTIME_CLOSE.notVerified) return this.setStatus('unverified');
      this.setStatus('reconnecting');
      this.timer = setTimeout(() => {
        this.timer = null;
        if (this.holders) this.connect();
      }, this.opts.reconnectMs ?? POLLING.chatReconnectMs);
    };
  }
}

let tabSocket: RealtimeSocket | null = null;

/** This tab's one realtime socket, authenticated with the stored token. */
export function tabRealtime() {
  return (tabSocket ??= new RealtimeSocket({ url: () => realtimeSocketUrl(getToken()) }));
}
