import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CHAT_CLOSE } from '@lingbridge/contracts/chat';
import type { PubSub } from '../../adapters/pubsub';

const CHANNEL = 'chat.events';
const BEAT_MS = 500;
/** Without its own heartbeat back for this long, a process stops trusting its fan-out. */
const SILENCE_MS = 2_500;
const PING_MS = 30_000;
/** A client this far behind is dropped (it reconnects and catches up from the history). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const FORGET_PUBLISHER_MS = 120_000;

/** One event on the shared channel: a delivery (`d`) to some users' sockets, or a heartbeat (`b`). */
type Envelope = { p: string; s: number; k: 'd' | 'b'; to?: number[]; x?: string; f?: string };

export interface ChatConnection {
  id: string;
  userId: number;
  socket: WebSocket;
  alive: boolean;
}

/**
 * Fan-out of chat frames to sockets in every server process, through the pub/sub port
 * (docs/decisions/0021-chat-fan-out.md).
 *
 * Every process publishes on one channel; each event names its recipients (user ids) and carries
 * the frame already serialised, and every process writes it to the sockets of those users it holds.
 * Each publisher numbers its events: a gap in a publisher's numbers (Redis restarted, a publish
 * failed, a subscription was lost) means some frames never arrived here, so this process closes its
 * sockets with 1013. Clients reconnect after 3 s and fetch what they missed from the history, which
 * is stored before any acknowledgement: no message is lost, and ids make sure none shows twice.
 * A heartbeat every 500 ms keeps the numbers moving, so a gap is noticed within a beat.
 */
export class ChatHub {
  readonly publisherId = randomUUID();
  private seq = 0;
  private seen = new Map<string, { seq: number; at: number }>();
  private byUser = new Map<number, Set<ChatConnection>>();
  private total = 0;
  private nextId = 0;
  /** When the oldest of our heartbeats still on its way was sent (null: none outstanding). */
  private unansweredSince: number | null = null;
  private lastBeatAt = 0;
  private healthy = false;
  private waiters: (() => void)[] = [];
  private publishFailing = false;
  private timers: NodeJS.Timeout[] = [];
  private unsubscribe: () => void;

  constructor(
    private pubsub: PubSub,
    private log: FastifyBaseLogger,
  ) {
    this.unsubscribe = pubsub.subscribe(CHANNEL, (m) => this.onEvent(m as Envelope));
    this.timers.push(setInterval(() => this.beat(), BEAT_MS), setInterval(() => this.ping(), PING_MS));
    for (const t of this.timers) t.unref();
    this.beat();
  }

  get connectionCount() {
    return this.total;
  }

  countOf(userId: number) {
    return this.byUser.get(userId)?.size ?? 0;
  }

  newConnectionId() {
    return `${this.publisherId.slice(0, 8)}:${++this.nextId}`;
  }

  /** Resolves true once this process receives its own events (its fan-out works), false after `ms`. */
  waitHealthy(ms: number): Promise<boolean> {
    if (this.healthy) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  add(conn: ChatConnection) {
    let set = this.byUser.get(conn.userId);
    if (!set) this.byUser.set(conn.userId, (set = new Set()));
    set.add(conn);
    this.total += 1;
  }

  remove(conn: ChatConnection) {
    const set = this.byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    this.total -= 1;
    if (!set.size) this.byUser.delete(conn.userId);
  }

  /** Sends a frame to every socket of these users in every process (but `exceptConnection`). */
  deliver(userIds: number[], frame: unknown, exceptConnection?: string) {
    return this.publish({ k: 'd', to: userIds, x: exceptConnection, f: JSON.stringify(frame) });
  }

  /** Sends a frame to one local socket. */
  send(conn: ChatConnection, frame: unknown) {
    this.write(conn, JSON.stringify(frame));
  }

  close() {
    for (const t of this.timers) clearInterval(t);
    this.unsubscribe();
    this.closeAll(CHAT_CLOSE.serverRestart, 'Server restarting');
  }

  /** Writes a text frame; a Buffer is encoded once for all recipients of a delivery. */
  private write(conn: ChatConnection, data: string | Buffer) {
    const ws = conn.socket;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.close(CHAT_CLOSE.tryAgainLater, 'Too far behind; reconnect');
      return;
    }
    ws.send(data, { binary: false });
  }

  private publish(env: Omit<Envelope, 'p' | 's'>) {
    // Numbers are taken in call order, which is the order the adapter sends them in.
    const full: Envelope = { ...env, p: this.publisherId, s: ++this.seq };
    return this.pubsub.publish(CHANNEL, full).then(
      () => {
        if (this.publishFailing) this.log.info('chat fan-out: publishing works again');
        this.publishFailing = false;
      },
      (err) => {
        if (!this.publishFailing) this.log.warn({ err }, 'chat fan-out: publish failed');
        this.publishFailing = true;
      },
    );
  }

  private onEvent(env: Envelope) {
    if (!env || typeof env.p !== 'string' || typeof env.s !== 'number') return;
    const now = Date.now();
    const prev = this.seen.get(env.p);
    if (prev && env.s <= prev.seq) return;
    if (prev && env.s !== prev.seq + 1) this.interrupt(`missed ${env.s - prev.seq - 1} chat event(s)`);
    this.seen.set(env.p, { seq: env.s, at: now });
    if (env.p === this.publisherId) this.markHealthy();
    if (env.k !== 'd' || !env.to || typeof env.f !== 'string') return;
    let data: Buffer | null = null;
    for (const userId of env.to) {
      const set = this.byUser.get(userId);
      if (!set) continue;
      for (const conn of set) if (conn.id !== env.x) this.write(conn, (data ??= Buffer.from(env.f)));
    }
  }

  private markHealthy() {
    this.unansweredSince = null;
    if (this.healthy) return;
    this.healthy = true;
    for (const w of this.waiters.splice(0)) w();
  }

  private beat() {
    const now = Date.now();
    // A blocked event loop delays our own timer and reading the echo alike: not a fan-out failure.
    if (this.lastBeatAt && now - this.lastBeatAt > BEAT_MS + 1_000 && this.unansweredSince !== null) this.unansweredSince = now;
    this.lastBeatAt = now;
    if (this.healthy && this.unansweredSince !== null && now - this.unansweredSince > SILENCE_MS) {
      this.healthy = false;
      this.interrupt('chat fan-out is silent');
    }
    for (const [p, s] of this.seen) if (p !== this.publisherId && now - s.at > FORGET_PUBLISHER_MS) this.seen.delete(p);
    this.unansweredSince ??= now;
    void this.publish({ k: 'b' });
  }

  /** Closes every local socket: its clients reconnect after 3 s and fetch what they missed. */
  private interrupt(reason: string) {
    if (this.total) this.log.warn({ reason, sockets: this.total }, 'chat delivery interrupted; clients will reconnect');
    this.closeAll(CHAT_CLOSE.tryAgainLater, 'Chat delivery was interrupted; reconnect');
  }

  private closeAll(code: number, reason: string) {
    for (const set of this.byUser.values()) for (const conn of set) conn.socket.close(code, reason);
  }

  private ping() {
    for (const set of this.byUser.values())
      for (const conn of set) {
        if (!conn.alive) {
          conn.socket.terminate();
          continue;
        }
        conn.alive = false;
        conn.socket.ping();
      }
  }
}
