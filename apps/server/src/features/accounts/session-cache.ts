import { LRUCache } from 'lru-cache';
import type { OrgRole } from '@lingbridge/contracts/organizations';
import type { UserRow } from '../../db/schema';
import type { Notifier } from '../../adapters/pg-notify';
import type { PubSub } from '../../adapters/pubsub';

const CHANNEL = 'accounts.invalidate';
/** The same evictions over PostgreSQL's NOTIFY, when this process cannot reach Redis (0136). */
const DB_CHANNEL = 'lingbridge_accounts_invalidate';
type Invalidation = { tokenHashes?: string[]; userId?: number; userIds?: number[] };
type Session = { userId: number; expiresAt: number };

/**
 * The session cache's key for a token's hash: its first 11 characters (66 of its 256 bits). A Map
 * finds a string key by the string's hash, which V8 computes for each new string from all of its
 * characters: ~580 instructions of every signed-in request for the hash's 43, ~150 for 11 (issue 22,
 * decision 0217). The entry holds the whole hash and a lookup compares it, so two tokens that share
 * the key (a chance of ~10^-10 that any two of 100,000 cached sessions do) only take each other's
 * place in the cache.
 */
const shortKey = (tokenHash: string) => tokenHash.slice(0, 11);

/**
 * At most `entries` entries for a minute each. lru-cache allocates its arrays for `max` entries up
 * front (~8 MB for these three at every start, issue 22); bounded by `maxSize` with each entry
 * counting 1, the bound is the same and the arrays grow with what is cached (decision 0138).
 *
 * Each cache reads the clock once per `ttlResolution` and keeps it with a timer: at lru-cache's
 * default, 1 ms, a signed-in request's three lookups started up to three timers a millisecond (~500
 * instructions of each /user/me when requests are a millisecond apart, issue 22). A tenth of a
 * second is exact enough for entries that live 2 s or a minute; revocations evict at once anyway.
 */
function bounded<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(entries: number) {
  return new LRUCache<K, V>({ maxSize: entries, sizeCalculation: () => 1, ttl: 60_000, ttlResolution: CLOCK_RESOLUTION_MS });
}
const CLOCK_RESOLUTION_MS = 100;

/**
 * Token checks are on every authenticated request, so they must not cost a database round trip
 * each time. Sessions and users are cached here for a short time; logout, revocation and profile
 * changes evict them at once in every server process through the pub/sub port.
 *
 * The cache is only as fresh as the messages that evict it: while the pub/sub connection is lost
 * (a Redis restart) nothing is read from it or put in it, every token is checked in the database,
 * and it is emptied when the connection goes and again when it is back, since the evictions sent
 * meanwhile are lost (docs/decisions/0124). A process that loses Redis alone (the others still
 * trusting their caches) sends its evictions through the database they share instead (0136).
 */
export class SessionCache {
  /** By the first characters of the token's hash (`shortKey`), each entry holding the whole hash. */
  private sessions = bounded<string, { tokenHash: string; session: Session | false }>(100_000);
  private users = bounded<number, UserRow>(50_000);
  /** The organisation role of /user/me, read from the memberships: evicted with the user. */
  private orgRoles = bounded<number, OrgRole>(50_000);
  /** Counts evictions, so that a value read before one is not cached after it (see `generation`). */
  private evictions = 0;
  private unsubscribe: () => void;
  private unwatch: () => void;
  private unlisten: () => void;

  constructor(
    private pubsub: PubSub,
    private notifier?: Notifier,
  ) {
    this.unsubscribe = pubsub.subscribe(CHANNEL, (m) => this.apply(m as Invalidation));
    this.unlisten = notifier?.listen(DB_CHANNEL, (m) => this.apply(m as Invalidation)) ?? (() => undefined);
    this.unwatch = pubsub.onGap(() => {
      this.sessions.clear();
      this.users.clear();
      this.orgRoles.clear();
      this.evictions++;
    });
  }

  getSession(hash: string): Session | false | undefined {
    if (!this.pubsub.live()) return undefined;
    const entry = this.sessions.get(shortKey(hash));
    return entry?.tokenHash === hash ? entry.session : undefined;
  }
  setSession(hash: string, value: Session | false) {
    if (!this.pubsub.live()) return;
    // Unknown tokens are remembered briefly only: a token just issued by another process must work soon.
    this.sessions.set(shortKey(hash), { tokenHash: hash, session: value }, value === false ? { ttl: 2_000 } : undefined);
  }
  getUser(id: number) {
    return this.pubsub.live() ? this.users.get(id) : undefined;
  }
  setUser(user: UserRow) {
    if (this.pubsub.live()) this.users.set(user.id, user);
  }

  /**
   * The user's organisation role (02 §4), cached beside the user and evicted with it: whatever
   * changes a membership, a role or a group's archiving evicts its users after commit. Take `generation()` before reading the database and pass it back: a value
   * read before an eviction that landed meanwhile is not cached (it may be the old one).
   */
  getOrgRole(userId: number) {
    return this.pubsub.live() ? this.orgRoles.get(userId) : undefined;
  }
  setOrgRole(userId: number, value: OrgRole, generation: number) {
    if (this.pubsub.live() && generation === this.evictions) this.orgRoles.set(userId, value);
  }
  generation() {
    return this.evictions;
  }

  /**
   * Evicts locally now and tells the other processes. The change is already in the database, so a
   * message that cannot be sent (Redis away) does not fail the request: the other processes, cut
   * off from the same Redis, are not trusting their caches meanwhile and empty them when it is back.
   * Those that still reach Redis do trust theirs: they hear it through the database (0136).
   */
  async invalidate(inv: Invalidation) {
    this.apply(inv);
    const sent = await this.pubsub.publish(CHANNEL, inv).then(
      () => true,
      () => false,
    );
    if (!sent) await this.notifier?.notify(DB_CHANNEL, inv).catch(() => undefined);
  }

  close() {
    this.unsubscribe();
    this.unwatch();
    this.unlisten();
  }

  private apply(inv: Invalidation) {
    this.evictions++;
    for (const h of inv.tokenHashes ?? []) {
      const key = shortKey(h);
      if (this.sessions.peek(key)?.tokenHash === h) this.sessions.delete(key);
    }
    for (const id of inv.userId === undefined ? (inv.userIds ?? []) : [inv.userId, ...(inv.userIds ?? [])]) {
      this.users.delete(id);
      this.orgRoles.delete(id);
    }
  }
}
