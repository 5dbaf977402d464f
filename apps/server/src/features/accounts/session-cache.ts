import { LRUCache } from 'lru-cache';
import type { UserRow } from '../../db/schema';
import type { PubSub } from '../../adapters/pubsub';

const CHANNEL = 'accounts.invalidate';
type Invalidation = { tokenHashes?: string[]; userId?: number };

/**
 * Token checks are on every authenticated request, so they must not cost a database round trip
 * each time. Sessions and users are cached here for a short time; logout, revocation and profile
 * changes evict them at once in every server process through the pub/sub port.
 */
export class SessionCache {
  private sessions = new LRUCache<string, { userId: number; expiresAt: number } | false>({ max: 100_000, ttl: 60_000 });
  private users = new LRUCache<number, UserRow>({ max: 50_000, ttl: 60_000 });
  private unsubscribe: () => void;

  constructor(private pubsub: PubSub) {
    this.unsubscribe = pubsub.subscribe(CHANNEL, (m) => this.apply(m as Invalidation));
  }

  getSession(hash: string) {
    return this.sessions.get(hash);
  }
  setSession(hash: string, value: { userId: number; expiresAt: number } | false) {
    // Unknown tokens are remembered briefly only: a token just issued by another process must work soon.
    this.sessions.set(hash, value, value === false ? { ttl: 2_000 } : undefined);
  }
  getUser(id: number) {
    return this.users.get(id);
  }
  setUser(user: UserRow) {
    this.users.set(user.id, user);
  }

  /** Evicts locally now and tells the other processes. */
  async invalidate(inv: Invalidation) {
    this.apply(inv);
    await this.pubsub.publish(CHANNEL, inv);
  }

  close() {
    this.unsubscribe();
  }

  private apply(inv: Invalidation) {
    for (const h of inv.tokenHashes ?? []) this.sessions.delete(h);
    if (inv.userId !== undefined) this.users.delete(inv.userId);
  }
}
