import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { OutageNotice } from './outage';

/** Fan-out between server processes: in-process by default, Redis when REDIS_URL is set. */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  /** Whether messages arrive now: false while the connection to the other processes is lost. */
  live(): boolean;
  /**
   * Calls `fn` whenever messages may have been missed: when the connection is lost, and again once
   * it is back and subscribed (what was published in between is gone). Caches kept fresh by
   * messages empty themselves here. Answers an unsubscribe.
   */
  onGap(fn: () => void): () => void;
  close(): Promise<void>;
}

export function createMemoryPubSub(): PubSub {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    async publish(channel, message) {
      // Serialise like Redis would, so both adapters hand handlers the same plain data.
      const copy = JSON.parse(JSON.stringify(message ?? null));
      queueMicrotask(() => bus.emit(channel, copy));
    },
    subscribe(channel, handler) {
      bus.on(channel, handler);
      return () => bus.off(channel, handler);
    },
    live: () => true,
    onGap: () => () => undefined,
    async close() {
      bus.removeAllListeners();
    },
  };
}

/** Channels are namespaced by `prefix`, so several deployments can share one Redis. */
export async function createRedisPubSub(url: string, prefix = '', log?: FastifyBaseLogger): Promise<PubSub> {
  const { Redis } = await import('ioredis');
  // While Redis is away, a publish fails at once (the caller decides what that means) rather than
  // waiting in a queue; both connections reconnect by themselves and the subscriber resubscribes.
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: false });
  const sub = new Redis(url, { lazyConnect: true });
  await connectRedis([pub, sub]);
  watchConnection(sub, log, 'Redis (pub/sub)', 'fan-out between server processes pauses');
  pub.on('error', () => undefined); // reported once by the subscriber's watch: both reach the same Redis
  const handlers = new Map<string, Set<(m: unknown) => void>>();
  // Live from the first connection; lost at a close; live again once the subscriptions are back
  // (ioredis says 'ready' before its own resubscribe is answered, so it is done and awaited here).
  let live = true;
  const gaps = new Set<() => void>();
  const gap = () => {
    for (const fn of gaps) fn();
  };
  sub.on('close', () => {
    if (!live) return;
    live = false;
    gap();
  });
  sub.on('ready', () => {
    if (live) return;
    const channels = [...handlers.keys()].map((c) => prefix + c);
    (channels.length ? sub.subscribe(...channels) : Promise.resolve()).then(
      () => {
        if (sub.status !== 'ready') return;
        live = true;
        gap();
      },
      (err) => log?.warn({ err }, 'Redis resubscribe failed'),
    );
  });
  sub.on('message', (full: string, raw: string) => {
    const set = handlers.get(full.slice(prefix.length));
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const h of set) h(message);
  });
  return {
    async publish(channel, message) {
      await pub.publish(prefix + channel, JSON.stringify(message ?? null));
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        sub.subscribe(prefix + channel).catch((err) => log?.warn({ err, channel }, 'Redis subscribe failed'));
      }
      set.add(handler);
      return () => {
        set!.delete(handler);
        if (set!.size === 0) {
          handlers.delete(channel);
          sub.unsubscribe(prefix + channel).catch(() => undefined);
        }
      };
    },
    live: () => live,
    onGap(fn) {
      gaps.add(fn);
      return () => gaps.delete(fn);
    },
    async close() {
      gaps.clear();
      pub.disconnect();
      sub.disconnect();
    },
  };
}

/**
 * Connects ioredis clients made with `lazyConnect`. When Redis cannot be reached, ioredis's own
 * rejection says only "Connection is closed."; this throws the socket's error instead (its code,
 * address and port), which the start names in a sentence (start-failure.ts), and lets the clients go.
 */
export async function connectRedis(
  clients: {
    connect(): Promise<void>;
    disconnect(): void;
    on(e: 'error', fn: (err: Error) => void): unknown;
    off(e: 'error', fn: (err: Error) => void): unknown;
  }[],
) {
  let first: Error | undefined;
  const onError = (err: Error) => void (first ??= err);
  for (const c of clients) c.on('error', onError);
  try {
    await Promise.all(clients.map((c) => c.connect()));
  } catch (err) {
    for (const c of clients) c.disconnect();
    throw first ?? err;
  } finally {
    for (const c of clients) c.off('error', onError);
  }
}

/**
 * An ioredis connection emits 'error' on every failed reconnect; unheard, ioredis prints each one.
 * The outage is logged when it begins and when the connection is ready again.
 */
export function watchConnection(
  redis: { on(event: 'error' | 'ready', fn: (err?: Error) => void): unknown },
  log: FastifyBaseLogger | undefined,
  what: string,
  consequence: string,
) {
  const outage = log ? new OutageNotice(log, what) : null;
  redis.on('error', (err) => outage?.failed(err, consequence));
  redis.on('ready', () => outage?.recovered());
  return outage;
}
