import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'apps/server/src/main.ts');
const worker = path.join(root, 'apps/server/src/worker.ts');

/** A redis-server of a test's own (no persistence), so restarting it disturbs no other test. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

export async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A database of its own for servers that must not share the run's PostgreSQL: their job workers
 * would take other files' jobs (and theirs would be taken). Empty on PGlite, where each data
 * folder is its own database. `drop` removes it.
 */
export async function privateDatabase(tag: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { env: {}, drop: async () => undefined };
  const { default: pg } = await import('pg');
  const name = `${new URL(base).pathname.slice(1)}_${tag}_${process.pid}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * main.ts compiled as `npm start` compiles it (scripts/build-server.mjs, decision 0129), into a
 * folder of this run's own inside the repository (packages resolve from node_modules as they do
 * for apps/server/dist); `removeCompiled` deletes it.
 */
const compiledDir = path.join(root, '.tmp', `compiled-server-${process.pid}`);
export const removeCompiled = () => fs.rmSync(compiledDir, { recursive: true, force: true });
async function compiledMain() {
  const { ensureServerBuilt } = (await import(path.join(root, 'scripts/build-server.mjs'))) as {
    ensureServerBuilt: (o: { entries: string[]; outDir: string; quiet: boolean }) => Promise<string[]>;
  };
  const preopen = path.join(root, 'apps/server/src/preopen.ts');
  const [file, early] = await ensureServerBuilt({ entries: [main, preopen], outDir: path.join(compiledDir, 'dist'), quiet: true });
  // As scripts/start.mjs: preopen.js first (PGlite opens while main.js loads; decision 0139).
  return ['--import', pathToFileURL(early).href, file];
}

/** Starts the real server entry point as its own process: its sources under tsx, or `compiled` as `npm start` runs it. */
export async function startServer(env: Record<string, string>, opts: { waitReady?: boolean; compiled?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  // On a shared PostgreSQL these servers run queued jobs too (e-mail among them): they write to the
  // run's shared data folder, where the tests look. On PGlite each has its own folder (its database).
  const shared = (env.DATABASE_URL ?? process.env.DATABASE_URL) ? inject('dataDir') : undefined;
  const dataDir = env.DATA_DIR ?? shared ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lb-proc-'));
  // One process, as `npm start` runs it (tsx registered in-process), so signals reach the server itself.
  const entry = opts.compiled ? await compiledMain() : ['--import', 'tsx', main];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  if (opts.waitReady !== false) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {
        /* not yet */
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL'); // a server left behind would hold its port and CPU after the test
        throw new Error(`server not ready:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { child, url, output: () => out, exited };
}

/**
 * Starts the worker entry point (jobs and event processors, no HTTP) as its own process; resolves
 * once it says it is running.
 */
export type WorkerProcess = Omit<ServerProcess, 'url'>;

export async function startWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lb-worker-'));
  const child = spawn(process.execPath, ['--import', 'tsx', worker], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`worker not running:\n${out}`));
    }, 90_000);
    const onData = (d: Buffer) => {
      out += d;
      if (out.includes('Lingbridge worker is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`worker exited early:\n${out}`)));
  });
  return { child, output: () => out, exited };
}

export async function login(url: string, username: string, password: string) {
  const res = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  return (await res.json()) as { access_token: string };
}

/** CPU time (user + system) of a process in ms, from /proc (Linux). */
function cpuMsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Waits until a process uses under 10 % of a CPU over two windows in a row (its start-up jobs are
 * done), or `timeoutMs` passes. Where /proc is missing it returns at once.
 */
export async function waitForIdle(pid: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = cpuMsOf(pid);
  let quiet = 0;
  while (last !== null && quiet < 2 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMsOf(pid);
    if (now === null) return;
    quiet = now - last < 50 ? quiet + 1 : 0;
    last = now;
  }
}
