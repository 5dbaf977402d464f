import { EventEmitter } from 'node:events';

/** Fan-out between server processes: in-process by default, Redis when REDIS_URL is set. */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
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
    async close() {
      bus.removeAllListeners();
    },
  };
}

/** Channels are namespaced by `prefix`, so several deployments can share one Redis. */
export async function createRedisPubSub(url: string, prefix = ''): Promise<PubSub> {
  const { Redis } = await import('ioredis');
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Set<(m: unknown) => void>>();
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
        void sub.subscribe(prefix + channel);
      }
      set.add(handler);
      return () => {
        set!.delete(handler);
        if (set!.size === 0) {
          handlers.delete(channel);
          void sub.unsubscribe(prefix + channel);
        }
      };
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
