// The embedded database in its own thread (docs/decisions/0061). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously on the thread that calls it: on the main thread, every query stopped
// every other request. Here it answers messages from adapters/pglite-client.ts: queries, and
// transactions held open until the main thread ends them. Plain JavaScript, so the thread starts
// without a TypeScript loader (under tsx, vitest or plain node alike).
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';

// V8 compiles PGlite's 9 MB WebAssembly module in as many parallel tasks as it has threads, and
// the memory those tasks used stays resident: ~50 MB of an idle process. One task keeps it out and
// was no slower on a shared 2-core machine (docs/decisions/0123). Set before the module is compiled,
// hence the dynamic imports below. Nothing else in the process compiles WebAssembly at start.
if (workerData.wasmCompileTasks) v8.setFlagsFromString(`--wasm-num-compilation-tasks=${workerData.wasmCompileTasks}`);
const { PGlite, types } = await import('@electric-sql/pglite');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');

const keep = (v) => v;
// What drizzle's PGlite driver asks for: dates and intervals as text, which its columns then map.
const drizzleParsers = {
  [types.TIMESTAMP]: keep,
  [types.TIMESTAMPTZ]: keep,
  [types.INTERVAL]: keep,
  [types.DATE]: keep,
  1231: keep,
  1115: keep,
  1185: keep,
  1187: keep,
  1182: keep,
};

const { dataDir, migrationsFolder, sharedBuffersMb } = workerData;
// PostgreSQL's buffer cache lives in PGlite's WebAssembly memory, which never shrinks: its default
// of 128 MB is most of the thread's resident memory (docs/decisions/0123). PGlite's own start
// parameters are kept; the setting is added to them.
const startParams = sharedBuffersMb ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] : undefined;
let db;
try {
  db = await openWithStartupBudget(() => PGlite.create(dataDir, { startParams }), workerData.startupTieringBudget);
  await migrate(drizzle(db), { migrationsFolder });
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: plain(err) });
  process.exit(1);
}

/**
 * Opens PGlite with V8's WebAssembly tiering budget raised (decision 0143). Each function's first
 * budget is set when the module is instantiated, inside `PGlite.create`: PostgreSQL's start-up then
 * leaves its largest functions on the baseline compiler instead of compiling them with TurboFan
 * (~1.5 s of CPU) while the server starts, and they are compiled once real queries have used them a
 * while. After that first compilation V8's default (1,800,000) applies again, restored here.
 */
async function openWithStartupBudget(create, budget) {
  if (!budget) return create();
  v8.setFlagsFromString(`--wasm-tiering-budget=${budget}`);
  try {
    return await create();
  } finally {
    v8.setFlagsFromString('--wasm-tiering-budget=1800000');
  }
}

/** Open transactions: their PGlite handle and the function that ends them. */
const open = new Map();
let nextTx = 0;
const ROLLBACK = Symbol('rollback');

parentPort.on('message', async (m) => {
  try {
    const result = await handle(m);
    if (result !== undefined) parentPort.postMessage({ id: m.id, ok: true, result });
  } catch (err) {
    parentPort.postMessage({ id: m.id, ok: false, error: plain(err) });
  }
});

async function handle(m) {
  switch (m.op) {
    case 'query': {
      const on = m.tx ? open.get(m.tx)?.tx : db;
      if (!on) throw new Error('Transaction is closed');
      const opts = m.drizzle ? { rowMode: m.rowMode, parsers: drizzleParsers } : { rowMode: m.rowMode };
      const r = await on.query(m.sql, m.params, opts);
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case 'begin': {
      const txId = ++nextTx;
      const t = { tx: null, end: null, done: null };
      open.set(txId, t);
      // PGlite's transaction holds its lock until the callback returns: every other query waits,
      // as it did in process. The callback returns when the main thread sends 'end'.
      t.done = db.transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            t.tx = tx;
            t.end = (commit) => (commit ? resolve() : reject(ROLLBACK));
            parentPort.postMessage({ id: m.id, ok: true, result: txId });
          }),
      );
      t.done.catch((err) => {
        // BEGIN itself failed: the main thread still waits for its answer.
        if (!t.end) parentPort.postMessage({ id: m.id, ok: false, error: plain(err) });
        if (!t.end) open.delete(txId);
      });
      return undefined; // answered from inside the transaction, once it is open
    }
    case 'end': {
      const t = open.get(m.tx);
      if (!t?.end) throw new Error('Transaction is closed');
      t.end(m.commit);
      try {
        await t.done;
      } catch (err) {
        if (err !== ROLLBACK) throw err; // COMMIT itself failed
      } finally {
        open.delete(m.tx);
      }
      return true;
    }
    case 'close':
      try {
        await db.close();
      } finally {
        process.exit(0);
      }
  }
  throw new Error(`unknown database operation ${m.op}`);
}

/** An error as plain data (message, code, detail, … of a DatabaseError) for postMessage. */
function plain(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const out = { name: err.name, message: err.message };
  for (const [k, v] of Object.entries(err)) if (v == null || typeof v !== 'object') out[k] = v;
  return out;
}
