import type { ClientFrame, ServerFrame } from '@lingbridge/contracts/chat';
import { RealtimeSocket, realtimeSocketUrl, tabRealtime, type RealtimeStatus } from '../../../lib/realtime-socket';

export type ChatStatus = RealtimeStatus;

type SendFrame = Extract<ClientFrame, { command: 'SendMessage' }> & { client_id: string };

type Options = {
  /** The socket URL with the token, or null when signed out (a socket of its own; tests). */
  url?: () => string | null;
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: ChatStatus) => void;
  reconnectMs?: number;
  createSocket?: (url: string) => WebSocket;
  /** The realtime socket to ride; the tab's one socket unless a URL or a socket factory is given. */
  realtime?: RealtimeSocket;
};

/** `ws(s)://<this host>/api/v1/chat?token=…` */
export const chatSocketUrl = realtimeSocketUrl;

/**
 * The chat on the tab's realtime socket (lib/realtime-socket.ts; spec 01 §4): it reconnects 3
 * seconds after a close (except when the token is refused or the account is unverified), and the
 * chat resends messages that were not acknowledged, under the same client id, so the server
 * stores each once.
 */
export class ChatSocket {
  private pending = new Map<string, SendFrame>();
  private realtime: RealtimeSocket;
  private detach: (() => void)[] = [];
  status: ChatStatus = 'connecting';

  constructor(private opts: Options) {
    this.realtime =
      opts.realtime ??
      (opts.url || opts.createSocket
        ? new RealtimeSocket({ url: opts.url ?? (() => null), reconnectMs: opts.reconnectMs, createSocket: opts.createSocket })
        : tabRealtime());
  }

  start() {
    this.stop(false);
    this.detach.push(
      this.realtime.onStatus((s) => {
        this.status = s;
        if (s === 'open') for (const frame of this.pending.values()) this.send(frame);
        this.opts.onStatus(s);
      }),
      this.realtime.onFrame((frame) => {
        if (!('command' in frame)) return;
        const clientId = (frame.response as { client_id?: string | null } | undefined)?.client_id;
        if (frame.command === 'SendMessage' && clientId) this.settle(clientId);
        this.opts.onFrame(frame);
      }),
      this.realtime.retain(),
    );
    // Already open for another feature: the status listener missed the opening.
    if (this.realtime.status === 'open') {
      this.status = 'open';
      this.opts.onStatus('open');
    }
  }

  stop(report = true) {
    for (const d of this.detach.splice(0)) d();
    if (!report) return;
    this.status = 'stopped';
    this.opts.onStatus('stopped');
  }

  /** Sends a command now if connected; answers whether it went out. */
  send(frame: ClientFrame) {
    return this.realtime.send(frame);
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
}
