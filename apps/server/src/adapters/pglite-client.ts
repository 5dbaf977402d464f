import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockFolder } from './folder-lock';

/** What drizzle's PGlite driver calls on its client: the part of PGlite's API this thread proxies. */
interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface Queryable {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object'; parsers?: object }): Promise<QueryResult>;
}
export interface PgliteThreadClient extends Queryable {
  transaction<T>(fn: (tx: Queryable & { rollback(): Promise<void>; closed: boolean }) => Promise<T>): Promise<T>;
}

interface Reply {
  id?: number;
  ok?: boolean;
  ready?: boolean;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/** A database error as the driver would have thrown it: message, SQLSTATE `code`, `detail`, … */
function revive(e: Reply['error']): Error {
  const err = new Error(e?.message ?? 'database error');
  Object.assign(err, e);
  return err;
}

/**
 * V8's budget for a WebAssembly function before it is compiled with TurboFan, while PGlite opens:
 * 30× the default of 1,800,000. PostgreSQL's start-up makes its largest functions (40–105 KB of code
 * each) hot at once, and compiling them took ~1.5 s of CPU on the other core while the server
 * started; they are compiled once real queries have used them a while instead (decision 0143).
 */
const STARTUP_TIERING_BUDGET = 54_000_000;

type ThreadOptions = { dataDir?: string; migrationsFolder: string; sharedBuffersMb?: number };

/**
 * The thread's options for PGlite in `dataDir/pg` (or in memory) with a buffer cache of
 * `sharedBuffersMb` (default 16; docs/decisions/0123); the folder is made if missing.
 */
export function pgliteThreadOptions(opts: { dataDir?: string; memory?: boolean; sharedBuffersMb?: number }): ThreadOptions {
  let dir: string | undefined;
  if (!opts.memory) {
    dir = path.join(opts.dataDir ?? './data', 'pg');
    fs.mkdirSync(dir, { recursive: true });
  }
  return { dataDir: dir, migrationsFolder: path.resolve(import.meta.dirname, '../db/migrations'), sharedBuffersMb: opts.sharedBuffersMb ?? 16 };
}

let early: { key: string; thread: ReturnType<typeof startPgliteThread> } | null = null;

/**
 * Starts the thread before the server's modules load (scripts/start.mjs runs src/preopen.ts first):
 * PGlite opens the data folder on the other core while the main thread loads ~0.7 s of modules and
 * the dictionaries, instead of after the modules (issue 22, decision 0139). `openPgliteThread`
 * with the same options takes it.
 */
export function startPgliteThreadEarly(opts: ThreadOptions) {
  const thread = startPgliteThread(opts);
  thread.catch(() => undefined); // whoever takes it awaits it and sees the error
  early = { key: JSON.stringify(opts), thread };
}

/** The thread started early with these options, or a new one (started before this first waits). */
export async function openPgliteThread(opts: ThreadOptions) {
  const taken = early;
  early = null;
  if (taken?.key === JSON.stringify(opts)) return taken.thread;
  // Never two PGlites on one folder: a thread started with other options is closed first.
  if (taken) await taken.thread.then((t) => t.close()).catch(() => undefined);
  return startPgliteThread(opts);
}

/**
 * PGlite in a worker thread (docs/decisions/0061), seen from the main thread as a PGlite-like
 * client for drizzle's PGlite driver: same SQL, same type mapping, same one-at-a-time transactions.
 * The thread is referenced only while a query or transaction is in flight, so a process that forgot
 * to close it still exits; `close()` shuts PGlite down cleanly (its data folder needs that).
 */
export async function startPgliteThread(opts: ThreadOptions) {
  // One process per data folder (decision 0152); released when the thread has exited.
  const release = opts.dataDir ? lockFolder(opts.dataDir) : () => undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: {
      dataDir: opts.dataDir,
      migrationsFolder: opts.migrationsFolder,
      sharedBuffersMb: opts.sharedBuffersMb,
      // 0 leaves V8's own choice (one task per thread); bench/memory compares the two.
      wasmCompileTasks: Number(process.env.PGLITE_WASM_COMPILE_TASKS ?? 1),
      // 0 keeps V8's tiering budget while PostgreSQL starts (docs/decisions/0143).
      startupTieringBudget: Number(process.env.PGLITE_STARTUP_TIERING_BUDGET || STARTUP_TIERING_BUDGET),
    },
    // The thread runs plain JavaScript: no TypeScript loader of the parent's is needed there.
    execArgv: [],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let gone: Error | null = null;

  worker.once('exit', release);
  await new Promise<void>((resolve, reject) => {
    const onMessage = (m: Reply) => {
      if (m.ready === undefined) return;
      worker.off('message', onMessage);
      if (m.ready) resolve();
      else reject(revive(m.error));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  worker.unref();

  worker.on('message', (m: Reply) => {
    const p = m.id === undefined ? undefined : pending.get(m.id);
    if (!p) return;
    pending.delete(m.id!);
    if (pending.size === 0) worker.unref();
    if (m.ok) p.resolve(m.result);
    else p.reject(revive(m.error));
  });
  const fail = (err: Error) => {
    gone = new Error(`The database is not running (${err.message})`);
    for (const p of pending.values()) p.reject(gone);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`its thread exited with code ${code}`)));

  function call<T>(msg: Record<string, unknown>): Promise<T> {
    if (gone) return Promise.reject(gone);
    const id = ++nextId;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });
  }

  const queryOn =
    (tx?: number): Queryable['query'] =>
    (sql, params = [], options) =>
      // drizzle always passes its own parsers (dates as text); the thread applies the same set.
      call({ op: 'query', sql, params, rowMode: options?.rowMode ?? 'object', drizzle: Boolean(options?.parsers), tx });

  const client: PgliteThreadClient = {
    query: queryOn(),
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      let closed = false;
      const handle = {
        query: queryOn(tx),
        get closed() {
          return closed;
        },
        async rollback() {
          closed = true;
          await call({ op: 'end', tx, commit: false });
        },
      };
      let result;
      try {
        result = await fn(handle);
      } catch (err) {
        if (!closed) await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        closed = true;
        throw err;
      }
      if (!closed) await call({ op: 'end', tx, commit: true });
      closed = true;
      return result;
    },
  };

  return {
    client,
    async close() {
      if (gone) return;
      // The thread closes PGlite (writing its data folder out) and then exits.
      const exited = new Promise((r) => worker.once('exit', r));
      call({ op: 'close' }).catch(() => undefined);
      await exited;
    },
  };
}
