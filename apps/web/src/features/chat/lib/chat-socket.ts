import { CHAT_CLOSE, type ClientFrame, type ServerFrame } from '@lingbridge/contracts/chat';
import { POLLING } from '@lingbridge/contracts/constants';

export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'unverified' | 'stopped';

type SendFrame = Extract<ClientFrame, { command: 'SendMessage' }> & { client_id: string };

type Options = {
  /** The socket URL with the token, or null when signed out. */
  url: () => string | null;
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: ChatStatus) => void;
  reconnectMs?: number;
  createSocket?: (url: string) => WebSocket;
};

/** `ws(s)://<this host>/api/v1/chat?token=…` */
export function chatSocketUrl(token: string | null) {
  if (!token) return null;
  const proto = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${proto}://${window.location.host}/api/v1/chat?token=${encodeURIComponent(token)}`;
}

/**
 * The chat connection of spec 01 §4: reconnects 3 seconds after it closes (except when the token is
 * refused or the account is unverified), and resends messages that were not acknowledged, under
 * the same client id, so the server stores each once.
 */
export class ChatSocket {
  private ws: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending = new Map<string, SendFrame>();
  private stopped = false;
  status: ChatStatus = 'connecting';

  constructor(private opts: Options) {}

  start() {
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000, 'bye');
    this.setStatus('stopped');
  }

  /** Sends a command now if connected; answers whether it went out. */
  send(frame: ClientFrame) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  /** Sends a message, and again after each reconnect until it is acknowledged or refused. */
  sendMessage(frame: SendFrame) {
    this.pending.set(frame.client_id, frame);
    this.send(frame);
  }

  /** Stops resending a message (it was acknowledged or refused). */
  settle(clientId: string) {
    this.pending.delete(clientId);
  }

  private setStatus(s: ChatStatus) {
    this.status = s;
    this.opts.onStatus(s);
  }

  private connect() {
    const url = this.opts.url();
    if (!url) return this.setStatus('unauthorized');
    this.setStatus(this.status === 'connecting' ? 'connecting' : 'reconnecting');
    const ws = (this.opts.createSocket ?? ((u) => new WebSocket(u)))(url);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.setStatus('open');
      for (const frame of this.pending.values()) this.send(frame);
    };
    ws.onmessage = (ev) => {
      if (this.ws !== ws) return;
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(ev.data)) as ServerFrame;
      } catch {
        return;
      }
      const clientId = (frame.response as { client_id?: string | null } | undefined)?.client_id;
      if (frame.command === 'SendMessage' && clientId) this.settle(clientId);
      this.opts.onFrame(frame);
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) return;
      if (ev.code === CHAT_CLOSE.invalidToken) return this.setStatus('unauthorized');
      if (ev.code === CHAT_CLOSE.notVerified) return this.setStatus('unverified');
      this.setStatus('reconnecting');
      this.timer = setTimeout(() => {
        this.timer = null;
        if (!this.stopped) this.connect();
      }, this.opts.reconnectMs ?? POLLING.chatReconnectMs);
    };
  }
}
