import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { REALTIME_CLOSE } from '@lingbridge/contracts/realtime';
import type { PubSub } from '../adapters/pubsub';
import type { RealtimeConnection } from './connection';

const CHANNEL = 'chat.events';
const BEAT_MS = 500;
/** Without its own heartbeat back for this long, a process stops trusting its fan-out. */
const SILENCE_MS = 2_500;
const PING_MS = 30_000;
const FORGET_PUBLISHER_MS = 120_000;

/**
 * One event on the shared channel: a delivery (`d`) to users (`to`) or a room (`r`), or a heartbeat
 * (`b`). With both `r` and `to`, only those users' sockets in that room; with `c`, one socket of the room.
 */
type Envelope = { p: string; s: number; k: 'd' | 'b'; to?: number[]; r?: string; c?: string; x?: string; f?: string };

/**
 * Fan-out of frames to sockets in every server process, through the pub/sub port (decisions 0021
 * and 0070). Every process publishes on one channel; an event names its recipients (user ids, or a
 * room key) and carries the frame already serialised; every process writes it to the sockets it
 * holds (encoded once per event). A process without sockets (a worker) publishes the same way.
 *
 * Each publisher numbers its events and beats every 500 ms: a gap in a publisher's numbers, or no
 * own heartbeat back for 2.5 s, means frames were lost here, so this process closes its sockets with
 * 1013; clients reconnect and catch up from the stored history (0021).
 */
export class Realtime {
  readonly publisherId = randomUUID();
  private seq = 0;
  private seen = new Map<string, { seq: number; at: number }>();
  private byUser = new Map<number, Set<RealtimeConnection>>();
  private byRoom = new Map<string, Set<RealtimeConnection>>();
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
    private opts: { maxBufferedBytes: number; publishOnly?: boolean },
  ) {
    // A worker holds no sockets: it publishes (and beats, so others see its numbers move) but reads nothing.
    this.unsubscribe = opts.publishOnly ? () => undefined : pubsub.subscribe(CHANNEL, (m) => this.onEvent(m as Envelope));
    this.timers.push(
      setInterval(() => this.beat(), BEAT_MS),
      setInterval(() => this.ping(), PING_MS),
    );
    for (const t of this.timers) t.unref();
    this.beat();
  }

  /** Who holds sockets on this process (the Speak room will want more than this). */
  readonly presence = {
    socketsOf: (userId: number) => this.byUser.get(userId)?.size ?? 0,
    usersInRoom: (room: string) => [...new Set([...(this.byRoom.get(room) ?? [])].map((c) => c.userId))],
  };

  get connectionCount() {
    return this.total;
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

  add(conn: RealtimeConnection) {
    let set = this.byUser.get(conn.userId);
    if (!set) this.byUser.set(conn.userId, (set = new Set()));
    set.add(conn);
    this.total += 1;
  }

  remove(conn: RealtimeConnection) {
    for (const room of conn.rooms) this.leave(conn, room);
    const set = this.byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    this.total -= 1;
    if (!set.size) this.byUser.delete(conn.userId);
  }

  join(conn: RealtimeConnection, room: string) {
    let set = this.byRoom.get(room);
    if (!set) this.byRoom.set(room, (set = new Set()));
    set.add(conn);
    conn.rooms.add(room);
  }

  leave(conn: RealtimeConnection, room: string) {
    conn.rooms.delete(room);
    const set = this.byRoom.get(room);
    if (set?.delete(conn) && !set.size) this.byRoom.delete(room);
  }

  /** Sends a frame to every socket of these users in every process (but `except`, a connection id). */
  toUsers(userIds: number[], frame: unknown, except?: string) {
    if (!userIds.length) return Promise.resolve();
    return this.publish({ k: 'd', to: userIds, x: except, f: JSON.stringify(frame) });
  }

  /** Sends a frame to every socket that joined this room, in every process (but `except`). */
  toRoom(room: string, frame: unknown, except?: string) {
    return this.publish({ k: 'd', r: room, x: except, f: JSON.stringify(frame) });
  }

  /** Sends a frame to these users' sockets in one room only (their other sockets hear nothing). */
  toRoomUsers(room: string, userIds: number[], frame: unknown, except?: string) {
    if (!userIds.length) return Promise.resolve();
    return this.publish({ k: 'd', r: room, to: userIds, x: except, f: JSON.stringify(frame) });
  }

  /** Sends a frame to one socket of a room, wherever it is held (a peer of the Speak Room). */
  toConnection(room: string, connectionId: string, frame: unknown) {
    return this.publish({ k: 'd', r: room, c: connectionId, f: JSON.stringify(frame) });
  }

  /** Sends a frame to one local socket. */
  send(conn: RealtimeConnection, frame: unknown) {
    this.write(conn, JSON.stringify(frame));
  }

  /** Closes this process's sockets with 1012 (the server is stopping; clients reconnect elsewhere). */
  disconnectAll() {
    this.closeAll(REALTIME_CLOSE.serverRestart, 'Server restarting');
  }

  close() {
    for (const t of this.timers) clearInterval(t);
    this.unsubscribe();
    this.disconnectAll();
  }

  /**
   * Writes a text frame; a Buffer is encoded once for all recipients of a delivery. The socket's
   * own send queue is the per-socket queue: a client that lets it grow past `maxBufferedBytes` is
   * too far behind and is closed with 1013 (it reconnects and catches up from the history).
   */
  private write(conn: RealtimeConnection, data: string | Buffer) {
    const ws = conn.socket;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > this.opts.maxBufferedBytes) {
      ws.close(REALTIME_CLOSE.tryAgainLater, 'Too far behind; reconnect');
      return;
    }
    ws.send(data, { binary: false });
  }

  private publish(env: Omit<Envelope, 'p' | 's'>) {
    // Numbers are taken in call order, which is the order the adapter sends them in.
    const full: Envelope = { ...env, p: this.publisherId, s: ++this.seq };
    return this.pubsub.publish(CHANNEL, full).then(
      () => {
        if (this.publishFailing) this.log.info('realtime fan-out: publishing works again');
        this.publishFailing = false;
      },
      (err) => {
        if (!this.publishFailing) this.log.warn({ err }, 'realtime fan-out: publish failed');
        this.publishFailing = true;
      },
    );
  }

  private onEvent(env: Envelope) {
    if (!env || typeof env.p !== 'string' || typeof env.s !== 'number') return;
    const now = Date.now();
    const prev = this.seen.get(env.p);
    if (prev && env.s <= prev.seq) return;
    if (prev && env.s !== prev.seq + 1) this.interrupt(`missed ${env.s - prev.seq - 1} realtime event(s)`);
    this.seen.set(env.p, { seq: env.s, at: now });
    if (env.p === this.publisherId) this.markHealthy();
    if (env.k !== 'd' || typeof env.f !== 'string') return;
    let data: Buffer | null = null;
    const deliver = (set: Set<RealtimeConnection> | undefined, only?: (c: RealtimeConnection) => boolean) => {
      if (set) for (const conn of set) if (conn.id !== env.x && (!only || only(conn))) this.write(conn, (data ??= Buffer.from(env.f!)));
    };
    if (typeof env.r === 'string') {
      const to = env.to;
      if (typeof env.c === 'string') deliver(this.byRoom.get(env.r), (c) => c.id === env.c);
      else if (to) deliver(this.byRoom.get(env.r), (c) => to.includes(c.userId));
      else deliver(this.byRoom.get(env.r));
      return;
    }
    if (env.to) for (const userId of env.to) deliver(this.byUser.get(userId));
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
      this.interrupt('realtime fan-out is silent');
    }
    for (const [p, s] of this.seen) if (p !== this.publisherId && now - s.at > FORGET_PUBLISHER_MS) this.seen.delete(p);
    this.unansweredSince ??= now;
    void this.publish({ k: 'b' });
  }

  /** Closes every local socket: its clients reconnect after 3 s and fetch what they missed. */
  private interrupt(reason: string) {
    if (this.total) this.log.warn({ reason, sockets: this.total }, 'realtime delivery interrupted; clients will reconnect');
    this.closeAll(REALTIME_CLOSE.tryAgainLater, 'Delivery was interrupted; reconnect');
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
