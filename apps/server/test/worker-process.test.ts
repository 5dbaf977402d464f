import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/adapters/db';
import { ChatClient } from './chat-helpers';
import { tokenFromMail, uniqueEmail } from './helpers';
import type { ChildProcess } from 'node:child_process';
import { login, privateDatabase, startServer, startWorker, type ServerProcess, type WorkerProcess } from './process-helpers';

const db = process.env.DATABASE_URL;
const redis = process.env.REDIS_URL;

const folder = (tag: string) => fs.mkdtempSync(path.join(os.tmpdir(), `lb-${tag}-`));
const json = { 'content-type': 'application/json' };

/** Polls `probe` until it answers something truthy (a process elsewhere is doing the work). */
async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts processes one after the other; if one fails to start, those started are stopped before the error is thrown. */
async function startInTurn<T extends { child: ChildProcess }>(starts: (() => Promise<T>)[]): Promise<T[]> {
  const started: T[] = [];
  try {
    for (const start of starts) started.push(await start());
    return started;
  } catch (err) {
    for (const p of started) p.child.kill('SIGKILL');
    throw err;
  }
}

/** The mails in a data folder addressed to `to`. */
const mailsIn = (dataDir: string, to: string) => {
  const dir = path.join(dataDir, 'mail');
  const safe = to.replace(/[^a-z0-9@._-]/gi, '_');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.includes(safe))
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    : [];
};

async function register(url: string, email: string) {
  const body = { email, password: 'abc123', user_role: 'Member', learning_language: 'Spanish', site_language: 'en', agree_terms: true };
  const r = await fetch(`${url}/api/v1/user/register`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  expect(r.status).toBe(201);
}

const verify = (url: string, token: string) => fetch(`${url}/api/v1/user/verify`, { method: 'POST', headers: json, body: JSON.stringify({ token }) });

async function notifications(url: string, token: string) {
  const r = await fetch(`${url}/api/v1/notification`, { headers: { authorization: `Bearer ${token}` } });
  return (await r.json()) as { total: number; items: { kind: string }[] };
}

// Web processes that run no jobs and separate workers, on one PostgreSQL and one Redis (CI's second pass).
describe.skipIf(!db || !redis)('web processes and workers on one PostgreSQL and one Redis', { timeout: 300_000 }, () => {
  it('a connection the database server closes while idle is replaced, and the process carries on', async () => {
    const database = await privateDatabase('idle');
    const opened = await openDatabase({ url: database.env.DATABASE_URL });
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await admin.connect();
    try {
      await opened.ping(); // one idle connection in the pool now
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await until(
        async () =>
          (await admin.query('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows[0].n === 0,
        'the backend to end',
      );
      await opened.ping();
    } finally {
      await admin.end();
      await opened.close();
      await database.drop();
    }
  });

  it('processes starting together on a fresh database migrate it once, without tripping over each other', async () => {
    const database = await privateDatabase('fresh');
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: database.env.DATABASE_URL })));
      await opened[0].ping();
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await database.drop();
    }
  });

  it('two web processes run no jobs; the worker processes an event raised on one and its notification reaches a socket held by the other', async () => {
    const database = await privateDatabase('roles');
    const prefix = `t${Date.now()}w:`;
    const shared = { ...database.env, REDIS_URL: redis!, REDIS_PREFIX: prefix, SEED_DEMO: 'false', RATE_LIMIT_AUTH_PER_MINUTE: '1000' };
    const dirs = { a: folder('web-a'), b: folder('web-b'), w: folder('worker') };
    // One after the other: on a busy machine three cold starts at once outlast the start-up wait
    // (starting together is the test above).
    const [a, b, worker] = (await startInTurn<ServerProcess | WorkerProcess>([
      () => startServer({ ...shared, ROLE: 'web', DATA_DIR: dirs.a }),
      () => startServer({ ...shared, ROLE: 'web', DATA_DIR: dirs.b }),
      () => startWorker({ ...shared, DATA_DIR: dirs.w }),
    ])) as [ServerProcess, ServerProcess, WorkerProcess];
    const { default: pg } = await import('pg');
    const lock = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await lock.connect();
    let socket: ChatClient | null = null;
    try {
      const email = uniqueEmail('roles');
      await register(a.url, email);
      // The verification e-mail is sent by the worker: it is in the worker's outbox, and only there.
      const mail = await until(async () => mailsIn(dirs.w, email)[0], 'the verification e-mail');
      expect([mailsIn(dirs.a, email), mailsIn(dirs.b, email)]).toEqual([[], []]);

      // Hold the worker's notification insert until the (now verified) user holds a socket on b.
      await lock.query('begin');
      await lock.query('lock table notifications in share row exclusive mode');
      expect((await verify(b.url, tokenFromMail(mail, 'admin/email/verify')!)).status).toBe(200);
      const { access_token } = await login(b.url, email, 'abc123');
      socket = await ChatClient.open(b.url.replace(/^http/, 'ws'), access_token);
      expect((await socket.request({ command: 'GetChatRoom', chat_room_id: 2_000_000 }, 30_000)).status).toBe('error'); // registered
      await lock.query('commit');

      // Raised in the worker, pushed through Redis by its realtime layer, written by web process b.
      const frame = await socket.next((f) => (f as unknown as { type?: string }).type === 'notification', 60_000);
      expect(frame).toMatchObject({ type: 'notification', item: { kind: 'email_verified' }, unread_count: 1 });
      const list = await notifications(a.url, access_token);
      expect(list.items.map((i) => i.kind)).toEqual(['email_verified']);
    } finally {
      await socket?.close();
      await lock.end();
      for (const p of [a, b, worker]) p.child.kill('SIGTERM');
      expect(await Promise.all([a.exited, b.exited, worker.exited])).toEqual([0, 0, 0]);
      await database.drop();
      for (const d of Object.values(dirs)) fs.rmSync(d, { recursive: true, force: true });
    }
  });

  it('a worker killed in the middle of processing: after a restart each event is processed once', async () => {
    const database = await privateDatabase('killed');
    const { default: pg } = await import('pg');
    const shared = {
      ...database.env,
      REDIS_URL: redis!,
      REDIS_PREFIX: `t${Date.now()}k:`,
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      JOB_STALE_MS: '1500',
    };
    const dirs = { web: folder('web'), w: folder('worker') };
    const [web, first] = (await startInTurn<ServerProcess | WorkerProcess>([
      () => startServer({ ...shared, ROLE: 'web', DATA_DIR: dirs.web }),
      () => startWorker({ ...shared, DATA_DIR: dirs.w }),
    ])) as [ServerProcess, WorkerProcess];
    let worker = first;
    const lock = new pg.Client({ connectionString: database.env.DATABASE_URL });
    const probe = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await Promise.all([lock.connect(), probe.connect()]);
    try {
      const emails = [uniqueEmail('killed'), uniqueEmail('killed'), uniqueEmail('killed')];
      for (const e of emails) await register(web.url, e);
      const mails = await until(async () => emails.every((e) => mailsIn(dirs.w, e).length) && emails.map((e) => mailsIn(dirs.w, e)[0]), 'the e-mails');

      // Hold notification inserts, so the worker is caught in the middle of its first processor.
      await lock.query('begin');
      await lock.query('lock table notifications in share row exclusive mode');
      for (const m of mails) expect((await verify(web.url, tokenFromMail(m, 'admin/email/verify')!)).status).toBe(200);
      await until(
        async () => (await probe.query(`select 1 from jobs where name = 'notifications.on-email-verified' and status = 'running'`)).rowCount,
        'the worker to be processing',
      );
      worker.child.kill('SIGKILL');
      await worker.exited;
      await lock.query('rollback');

      // A new worker takes the abandoned job once it is stale, and the queued ones.
      worker = await startWorker({ ...shared, DATA_DIR: dirs.w });
      const done = await until(async () => {
        const r = await probe.query(`select status, attempts from jobs where name = 'notifications.on-email-verified' order by id`);
        return r.rows.length === 3 && r.rows.every((j) => j.status === 'done') && r.rows;
      }, 'the events to be processed');
      expect(done.map((j) => j.attempts).sort()).toEqual([1, 1, 2]); // the interrupted one ran twice…
      const counts = await probe.query(
        `select u.email, count(n.id)::int as n from users u left join notifications n on n.user_id = u.id and n.kind = 'email_verified' where u.email = any($1) group by u.email`,
        [emails],
      );
      expect(counts.rows.map((r) => r.n)).toEqual([1, 1, 1]); // …and its notification exists once
    } finally {
      await Promise.all([lock.end(), probe.end()]);
      web.child.kill('SIGTERM');
      worker.child.kill('SIGTERM');
      await Promise.all([web.exited, worker.exited]);
      await database.drop();
      for (const d of Object.values(dirs)) fs.rmSync(d, { recursive: true, force: true });
    }
  });

  it('SIGTERM lets the job in hand finish before the worker exits', async () => {
    const database = await privateDatabase('drain');
    const { default: pg } = await import('pg');
    const shared = { ...database.env, REDIS_URL: redis!, REDIS_PREFIX: `t${Date.now()}d:`, SEED_DEMO: 'false', RATE_LIMIT_AUTH_PER_MINUTE: '1000' };
    const dirs = { web: folder('web'), w: folder('worker') };
    const [web, worker] = (await startInTurn<ServerProcess | WorkerProcess>([
      () => startServer({ ...shared, ROLE: 'web', DATA_DIR: dirs.web }),
      () => startWorker({ ...shared, DATA_DIR: dirs.w }),
    ])) as [ServerProcess, WorkerProcess];
    const lock = new pg.Client({ connectionString: database.env.DATABASE_URL });
    const probe = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await Promise.all([lock.connect(), probe.connect()]);
    try {
      const email = uniqueEmail('drain');
      await register(web.url, email);
      const mail = await until(async () => mailsIn(dirs.w, email)[0], 'the e-mail');
      await lock.query('begin');
      await lock.query('lock table notifications in share row exclusive mode');
      expect((await verify(web.url, tokenFromMail(mail, 'admin/email/verify')!)).status).toBe(200);
      await until(
        async () => (await probe.query(`select 1 from jobs where name = 'notifications.on-email-verified' and status = 'running'`)).rowCount,
        'processing',
      );
      worker.child.kill('SIGTERM');
      await until(async () => worker.output().includes('worker stopping'), 'the worker to start stopping');
      await lock.query('commit'); // the job in hand can finish now
      expect(await worker.exited).toBe(0);
      const r = await probe.query(`select status, attempts from jobs where name = 'notifications.on-email-verified'`);
      expect(r.rows).toEqual([{ status: 'done', attempts: 1 }]);
    } finally {
      await Promise.all([lock.end(), probe.end()]);
      web.child.kill('SIGTERM');
      worker.child.kill('SIGTERM');
      await web.exited;
      await database.drop();
      for (const d of Object.values(dirs)) fs.rmSync(d, { recursive: true, force: true });
    }
  });
});
