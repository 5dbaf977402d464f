import type { FastifyBaseLogger } from 'fastify';

/** Node's socket errors: the service is not there, or its connection went away. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** PostgreSQL's SQLSTATEs for "the server is going away or not accepting yet" (class 08: connection exception). */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /^Connection terminated/i, // node-postgres: the backend closed the socket
  /timeout exceeded when trying to connect/i, // node-postgres pool: connectionTimeoutMillis
  /not queryable/i, // node-postgres: a client whose connection already failed
  /^Connection is closed/i, // ioredis
  /enableOfflineQueue options is false/i, // ioredis, while disconnected
  /^The database is not running/i, // the PGlite worker (adapters/pglite-client.ts) has gone
];

/**
 * Whether an error means a backing service (PostgreSQL, Redis) is unreachable right now rather than
 * that the request or the code is wrong. Drizzle wraps the driver's error in `cause`, so the chain is
 * followed. Such errors answer 503 and are retried by pollers; everything else stays a 500.
 */
export function isServiceUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || PG_CODES.has(code) || code.startsWith('08'))) return true;
    if (name === 'MaxRetriesPerRequestError') return true; // ioredis gave up on a command while reconnecting
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/**
 * Logs an outage once when it begins and once when it ends, instead of on every failed tick or
 * request: an operator needs to know that the database went away and when it came back.
 */
export class OutageNotice {
  private downSince: number | null = null;
  /** Counts the outages noted; an operation started before the latest one proves nothing about it. */
  private epoch = 0;

  constructor(
    private log: FastifyBaseLogger,
    private what: string,
  ) {}

  get down() {
    return this.downSince !== null;
  }

  /** Notes a failure; logs only the first of an outage. */
  failed(err: unknown, consequence: string) {
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.epoch += 1;
    this.log.warn({ err: summary(err) }, `${this.what} unavailable: ${consequence}`);
  }

  /** A token for an operation about to start, for `recovered`. */
  begin() {
    return this.epoch;
  }

  /**
   * Notes a success; logs the end of an outage if there was one. With the `begin` token of the
   * operation that succeeded, a success that started before the outage was noted (a query that
   * finished as the database went away, in a concurrent tick) does not end it.
   */
  recovered(token?: number) {
    if (this.downSince === null) return;
    if (token !== undefined && token !== this.epoch) return;
    const ms = Date.now() - this.downSince;
    this.downSince = null;
    this.log.info({ downMs: ms }, `${this.what} is back`);
  }
}

function summary(err: unknown) {
  const e = err as { message?: string; code?: string; cause?: { message?: string; code?: string } };
  return { message: e?.cause?.message ?? e?.message ?? String(err), code: e?.cause?.code ?? e?.code };
}
