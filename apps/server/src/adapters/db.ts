import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { openPgliteThread, pgliteThreadOptions } from './pglite-client';
import { createPgNotifier, type Notifier } from './pg-notify';

export type Schema = typeof schema;
/** One type for both drivers: PGlite and node-postgres speak the same dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY between the processes sharing a PostgreSQL (none on PGlite: one process). */
  notifier?: Notifier;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir/pg` (or in memory for `memory://`)
 * with a buffer cache of `sharedBuffersMb` (default 16; docs/decisions/0123).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; memory?: boolean; sharedBuffersMb?: number }): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // While PostgreSQL is down or restarting, a request waits at most 10 s for a connection
    // and then answers 503 (plugins/errors.ts) instead of hanging.
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection the server closes (a restart, a failover, a terminated backend) is dropped
    // by the pool and replaced on next use; unheard, its 'error' event would end the process.
    pool.on('error', () => undefined);
    // A connection in use (a transaction between two statements, the job queue's claim) that the
    // server terminates emits 'error' on its client, which the pool listens to only while idle:
    // every client gets a listener of its own. Its pending and next queries fail instead (503), and
    // the pool discards it on release because it is no longer queryable.
    pool.on('connect', (client) => void client.on('error', () => undefined));
    const db = drizzle(pool, { schema }) as unknown as Db;
    // Processes started together on a fresh database (web processes and workers) would race to
    // create the same tables: they take turns, and the later ones find nothing left to do.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(7413019)');
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(7413019)').catch(() => undefined);
      client.release();
    }
    const notifier = createPgNotifier(pg, opts.url, pool);
    return {
      db,
      kind: 'postgres',
      notifier,
      // A connection the server has just ended may still sit idle in the pool for a moment (its
      // socket's close not yet read): the health check asks once more, on a fresh connection.
      ping: async () => {
        try {
          await pool.query('select 1');
        } catch (err) {
          const e = err as { code?: string; message?: string };
          if (e.code !== '57P01' && !/Connection terminated/i.test(e.message ?? '')) throw err;
          await pool.query('select 1');
        }
      },
      close: async () => {
        await notifier.close();
        await pool.end();
      },
    };
  }
  // PGlite runs in a worker thread (docs/decisions/0061): its queries no longer hold up every other
  // request. The thread opens the folder and applies the migrations before it answers.
  // The thread starts before this function first waits, so a caller can use the main thread while
  // PGlite opens (main.ts loads the dictionaries meanwhile).
  const starting = openPgliteThread(pgliteThreadOptions(opts));
  starting.catch(() => undefined); // awaited below; a failure while drizzle loads is not "unhandled"
  const { drizzle } = await import('drizzle-orm/pglite');
  const thread = await starting;
  const db = drizzle({ client: thread.client as never, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await thread.client.query('select 1')),
    close: () => thread.close(),
  };
}
