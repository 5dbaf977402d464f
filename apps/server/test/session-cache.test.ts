import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from '../src/adapters/pubsub';
import type { UserRow } from '../src/db/schema';
import { SessionCache } from '../src/features/accounts/session-cache';
import { freePort, startRedis } from './process-helpers';

/** A pub/sub whose connection the test cuts and restores, as a Redis restart does (decision 0124). */
function switchablePubSub() {
  let live = true;
  const gaps = new Set<() => void>();
  const published: unknown[] = [];
  const bus: PubSub & { cut(): void; restore(): void; published: unknown[] } = {
    published,
    async publish(_channel, message) {
      if (!live) throw new Error('Connection is closed.');
      published.push(message);
    },
    subscribe: () => () => undefined,
    live: () => live,
    onGap(fn) {
      gaps.add(fn);
      return () => gaps.delete(fn);
    },
    async close() {},
    cut() {
      live = false;
      for (const fn of gaps) fn();
    },
    restore() {
      live = true;
      for (const fn of gaps) fn();
    },
  };
  return bus;
}

const session = { userId: 7, expiresAt: Date.now() + 60_000 };
const user = { id: 7, email: 'a@example.test' } as UserRow;

describe('the session cache across a lost pub/sub connection (decision 0124)', () => {
  it('serves from memory while the evictions can be heard', () => {
    const cache = new SessionCache(switchablePubSub());
    cache.setSession('h1', session);
    cache.setUser(user);
    expect(cache.getSession('h1')).toEqual(session);
    expect(cache.getUser(7)).toBe(user);
  });

  it('trusts nothing it holds while the connection is lost, and keeps nothing it is given meanwhile', () => {
    const bus = switchablePubSub();
    const cache = new SessionCache(bus);
    cache.setSession('h1', session);
    cache.setUser(user);
    bus.cut();
    expect(cache.getSession('h1')).toBeUndefined();
    expect(cache.getUser(7)).toBeUndefined();
    cache.setSession('h2', session);
    cache.setUser(user);
    bus.restore();
    // What was cached before the cut may have been revoked meanwhile; what was offered during it was not kept.
    expect(cache.getSession('h1')).toBeUndefined();
    expect(cache.getSession('h2')).toBeUndefined();
    expect(cache.getUser(7)).toBeUndefined();
    cache.setSession('h3', session);
    expect(cache.getSession('h3')).toEqual(session);
  });

  it('tells apart two token hashes that begin alike: each answers only its own session, and an eviction only its own', async () => {
    const cache = new SessionCache(switchablePubSub());
    const [a, b] = ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA1', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA2'];
    cache.setSession(a, session);
    expect(cache.getSession(a)).toEqual(session);
    expect(cache.getSession(b)).toBeUndefined();
    cache.setSession(b, false);
    expect(cache.getSession(b)).toBe(false);
    // One took the other's place: a is asked of the database again, never answered with b's entry.
    expect(cache.getSession(a)).toBeUndefined();
    await cache.invalidate({ tokenHashes: [a] });
    expect(cache.getSession(b)).toBe(false);
    await cache.invalidate({ tokenHashes: [b] });
    expect(cache.getSession(b)).toBeUndefined();
  });

  it('evicts locally and does not fail when the message cannot be sent', async () => {
    const bus = switchablePubSub();
    const cache = new SessionCache(bus);
    cache.setSession('h1', session);
    bus.cut();
    await expect(cache.invalidate({ tokenHashes: ['h1'] })).resolves.toBeUndefined();
    bus.restore();
    expect(cache.getSession('h1')).toBeUndefined();
    cache.setSession('h1', session);
    await cache.invalidate({ tokenHashes: ['h1'], userId: 7 });
    expect(cache.getSession('h1')).toBeUndefined();
    expect(bus.published).toEqual([{ tokenHashes: ['h1'], userId: 7 }]);
  });

  it('keeps the organisation role beside the user: evicted with it, in every process sharing the pub/sub', async () => {
    const bus = createMemoryPubSub();
    const here = new SessionCache(bus);
    const there = new SessionCache(bus);
    for (const c of [here, there]) c.setOrgRole(7, 'groupAdmin', c.generation());
    here.setOrgRole(8, 'orgAdmin', here.generation());
    await here.invalidate({ userIds: [7] });
    expect(here.getOrgRole(7)).toBeUndefined();
    expect(there.getOrgRole(7)).toBeUndefined();
    expect(here.getOrgRole(8)).toBe('orgAdmin');
    await there.invalidate({ userId: 8 });
    expect(here.getOrgRole(8)).toBeUndefined();
  });

  it('sends an eviction through the database when Redis will not take it, and applies those it hears there', async () => {
    const bus = switchablePubSub();
    const sent: unknown[] = [];
    let hear: (m: unknown) => void = () => undefined;
    const notifier = {
      notify: async (_c: string, m: unknown) => void sent.push(m),
      listen: (_c: string, h: (m: unknown) => void) => ((hear = h), () => undefined),
      close: async () => undefined,
    };
    const cache = new SessionCache(bus, notifier);
    await cache.invalidate({ tokenHashes: ['h0'] });
    expect(sent).toEqual([]); // Redis took it
    bus.cut();
    await cache.invalidate({ tokenHashes: ['h1'], userId: 7 });
    expect(sent).toEqual([{ tokenHashes: ['h1'], userId: 7 }]);
    bus.restore();
    cache.setSession('h2', session);
    hear({ tokenHashes: ['h2'] }); // another process, cut off from Redis, signed this one out
    expect(cache.getSession('h2')).toBeUndefined();
  });

  it('does not cache a role read before an eviction that landed while it was being read', async () => {
    const cache = new SessionCache(createMemoryPubSub());
    const before = cache.generation();
    await cache.invalidate({ userIds: [7] }); // a change committed while the old role was on its way
    cache.setOrgRole(7, 'groupAdmin', before);
    expect(cache.getOrgRole(7)).toBeUndefined();
    cache.setOrgRole(7, 'member', cache.generation());
    expect(cache.getOrgRole(7)).toBe('member');
  });
});

const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

describe.skipIf(!hasRedisServer)('the Redis pub/sub says when messages may have been missed', () => {
  it('is not live from the loss of its connection until it is subscribed again, with a gap at each end', { timeout: 30_000 }, async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const bus = await createRedisPubSub(`redis://127.0.0.1:${port}`, `gap${Date.now()}:`);
    const heard: unknown[] = [];
    let gaps = 0;
    bus.subscribe('ch', (m) => heard.push(m));
    bus.onGap(() => gaps++);
    const until = async (what: string, cond: () => boolean) => {
      for (const deadline = Date.now() + 15_000; !cond(); await new Promise((r) => setTimeout(r, 50)))
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    };
    try {
      await bus.publish('ch', { n: 1 });
      await until('the first message', () => heard.length === 1);
      expect(bus.live()).toBe(true);
      redis.kill('SIGKILL');
      await until('the loss', () => !bus.live());
      expect(gaps).toBe(1);
      await expect(bus.publish('ch', { n: 2 })).rejects.toThrow();
      redis = await startRedis(port);
      await until('the return', () => bus.live());
      expect(gaps).toBe(2);
      // Live means subscribed: a message sent now is heard.
      // (The publishing connection reconnects on its own clock: sent once it takes it.)
      for (let sent = false; !sent;)
        sent = await bus.publish('ch', { n: 3 }).then(
          () => true,
          () => new Promise((r) => setTimeout(() => r(false), 50)),
        );
      await until('the message after the restart', () => heard.length === 2);
      expect(heard).toEqual([{ n: 1 }, { n: 3 }]);
    } finally {
      await bus.close();
      redis.kill('SIGKILL');
    }
  });
});
