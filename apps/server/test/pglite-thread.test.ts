import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/adapters/db';
import { isServiceUnavailable } from '../src/adapters/outage';
import { pgliteThreadOptions, startPgliteThreadEarly } from '../src/adapters/pglite-client';

// The embedded database runs in a worker thread (docs/decisions/0061): its queries must not hold
// up the main thread, and it must keep PGlite's behaviour: transactions, errors, persistence.
const pglite = !process.env.DATABASE_URL;
const rows = async (d: Database, q: ReturnType<typeof sql>) => (await d.db.execute(q)) as unknown as { rows: Record<string, unknown>[] };

describe.skipIf(!pglite)('PGlite in its own thread', () => {
  let d: Database;
  // One database for the suite: PGlite's cold start and the migrations take seconds on a busy machine.
  beforeAll(async () => {
    d = await openDatabase({ memory: true });
  }, 120_000);
  afterAll(() => d?.close());

  // docs/decisions/0123: PGlite's own 128 MB buffer cache was most of an idle process's memory.
  it('runs with a 16 MB buffer cache unless told otherwise', async () => {
    expect((await rows(d, sql`show shared_buffers`)).rows[0]).toEqual({ shared_buffers: '16MB' });
  });

  it('keeps the main thread free while a query runs', async () => {
    let done = false;
    const q = d.db.execute(sql`select sum(i) from generate_series(1, 1000000) as i`).then(() => (done = true));
    // In process, the whole query ran before the main thread could do anything else.
    let turns = 0;
    while (!done && turns < 3) {
      await new Promise((r) => setImmediate(r));
      turns++;
    }
    expect(turns).toBe(3);
    expect(done).toBe(false);
    await q;
  });

  it('commits, rolls back, and makes other queries wait for an open transaction', async () => {
    await d.db.execute(sql`create table t (id int primary key, v text)`);
    await d.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, 'kept')`);
    });
    await expect(
      d.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2, 'gone')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    let outside: Promise<{ rows: Record<string, unknown>[] }> | null = null;
    await d.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (3, 'later')`);
      outside = rows(d, sql`select count(*)::int as n from t`);
      await new Promise((r) => setTimeout(r, 20));
      await tx.execute(sql`update t set v = 'seen' where id = 3`);
    });
    // The outside query ran after the commit: it saw the transaction's row.
    expect((await outside!).rows[0].n).toBe(2);
    expect((await rows(d, sql`select id, v from t order by id`)).rows).toEqual([
      { id: 1, v: 'kept' },
      { id: 3, v: 'seen' },
    ]);
  });

  it('hands back the database error with its SQLSTATE', async () => {
    await d.db.execute(sql`create table u (id int primary key)`);
    await d.db.execute(sql`insert into u values (1)`);
    const err = (await d.db.execute(sql`insert into u values (1)`).catch((e: unknown) => e)) as { cause?: unknown };
    const cause = (err.cause ?? err) as { code?: string; constraint?: string };
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toBe('u_pkey');
    expect(isServiceUnavailable(err)).toBe(false);
  });

  it('keeps what was written in DATA_DIR across a close and a reopen', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.execute(sql`create table kept (v text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
      await first.close();
      // PGLITE_SHARED_BUFFERS_MB reaches the thread (and changes nothing stored).
      const second = await openDatabase({ dataDir, sharedBuffersMb: 32 });
      expect((await rows(second, sql`select v from kept`)).rows).toEqual([{ v: 'still here' }]);
      expect((await rows(second, sql`show shared_buffers`)).rows[0]).toEqual({ shared_buffers: '32MB' });
      await second.close();
      // After close, a query says the database is not running: a 503, not a hang.
      const err = await second.ping().catch((e) => e);
      expect(isServiceUnavailable(err)).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  // npm start opens PGlite while the server's modules load (src/preopen.ts, decision 0139).
  it('hands a thread started early to openDatabase with the same options, and closes one started with others first', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-pglite-early-'));
    try {
      startPgliteThreadEarly(pgliteThreadOptions({ dataDir }));
      const first = await openDatabase({ dataDir });
      await first.db.execute(sql`create table early (v text)`);
      await first.db.execute(sql`insert into early values ('one')`);
      await first.close();
      // Other options: the early thread is closed before a new one opens the same folder.
      startPgliteThreadEarly(pgliteThreadOptions({ dataDir, sharedBuffersMb: 32 }));
      const second = await openDatabase({ dataDir });
      expect((await rows(second, sql`show shared_buffers`)).rows[0]).toEqual({ shared_buffers: '16MB' });
      await second.db.execute(sql`insert into early values ('two')`);
      expect((await rows(second, sql`select v from early order by v`)).rows).toEqual([{ v: 'one' }, { v: 'two' }]);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
