// Starting and stopping the real server for the benchmarks (shared by bench/http and bench/startup).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const serverEntry = path.join(root, 'apps/server/src/main.ts');

/**
 * What `npm start` (or another package.json script) runs, read from the script itself
 * (`NAME=value ... node --flag ... file`): the environment variables it sets and the Node flags it
 * passes, so a benchmark starts the server the way operators do (decision 0138). A variable already
 * set in the benchmark's own environment wins, to compare settings (`MALLOC_ARENA_MAX=8 node bench/...`).
 */
export function npmScript(name = 'start') {
  const cmd = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts[name];
  const [prefix, rest = ''] = cmd.split(/(?:^|\s)node\s/);
  const env = Object.fromEntries([...prefix.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(\S+)/g)].map((m) => [m[1], process.env[m[1]] ?? m[2]]));
  return { env, flags: rest.match(/--[\w-]+(=\S+)?/g) ?? [] };
}

/**
 * With BENCH_PIN=1: every thread of a process onto one CPU (Linux, taskset), so the load generator
 * (pinned to the other) does not share the server's; steadier figures on a 2-core machine.
 */
export function pinTo(pid, cpu) {
  if (process.env.BENCH_PIN === '1') execFileSync('taskset', ['-a', '-pc', String(cpu), String(pid)], { stdio: 'ignore' });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in bytes, from /proc (Linux); null elsewhere. */
export function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb * 1024 : null;
  } catch {
    return null;
  }
}

const CLK_TCK = 100; // Linux USER_HZ: /proc times are in 1/100 s on every mainstream kernel

/** CPU time (user + system) a process has used, in ms, from /proc (Linux); null elsewhere. */
export function cpuMsOf(pid) {
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLK_TCK;
  } catch {
    return null;
  }
}

/**
 * Waits until the process has gone quiet: less than `maxShare` of one CPU over each of two
 * consecutive `windowMs` windows. Start-up work that goes on after /readyz (dictionary warm-up,
 * demo-content jobs) would otherwise be measured as part of the first requests.
 * Resolves with the ms waited, or null if it never settled within `timeoutMs`.
 */
export async function waitForIdle(pid, { windowMs = 1000, maxShare = 0.05, timeoutMs = 180_000 } = {}) {
  const started = performance.now();
  let quiet = 0;
  let last = cpuMsOf(pid);
  if (last == null) return null;
  while (performance.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, windowMs));
    const now = cpuMsOf(pid);
    if (now == null) return null;
    quiet = now - last < windowMs * maxShare ? quiet + 1 : 0;
    last = now;
    if (quiet >= 2) return performance.now() - started - 2 * windowMs;
  }
  return null;
}

/**
 * Spawns `node <nodeArgs...>` in the repository with a fresh DATA_DIR on a free loopback port, and
 * resolves once GET /readyz answers 200 (polled every `pollMs`). Returns timings (ms from spawn to ready), pid and stop().
 * `command` runs something else with `nodeArgs` (valgrind, which then runs node: bench/http/instructions-app.mjs).
 */
export async function startServer({
  command = process.execPath,
  nodeArgs = ['--import', 'tsx', serverEntry],
  env = {},
  readyTimeoutMs = 90_000,
  pollMs = 25,
  dataDir: given,
} = {}) {
  const port = await freePort();
  // A given data folder is the caller's (e.g. to time a restart); a fresh one is removed on stop.
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-bench-'));
  const logFile = path.join(dataDir, `server-${port}.log`);
  const log = fs.openSync(logFile, 'a');
  const baseUrl = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(command, nodeArgs, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The benchmark logs in once per run; keep the auth limiter out of the way regardless.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exit = null;
  void exited.then((e) => (exit = e));
  const logTail = (n = 30) => {
    try {
      return fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-n).join('\n');
    } catch {
      return '';
    }
  };
  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    if (!exit) {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(t);
    }
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exit) {
      const tail = logTail();
      await stop();
      throw new Error(`server exited before it was ready (code ${exit.code})\n${tail}`);
    }
    if (Date.now() > deadline) {
      const tail = logTail();
      await stop();
      throw new Error(`server not ready after ${readyTimeoutMs} ms\n${tail}`);
    }
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  const readyMs = performance.now() - spawnedAt;
  return { baseUrl, port, pid: child.pid, dataDir, readyMs, stop, logTail };
}

/** Logs in through the API (form fields, as the web client does) and returns the bearer token. */
export async function login(baseUrl, username, password) {
  const res = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });
  if (!res.ok) throw new Error(`login as ${username} failed: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** A JSON call to the API as `token`; throws on any answer that is not 2xx (a benchmark's set-up must not fail quietly). */
export async function apiOk(baseUrl, token, route, { method = 'GET', body } = {}) {
  const res = await fetch(`${baseUrl}/api/v1${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Recreates a benchmark's own database; `{ skip }` with the reason if PostgreSQL is unreachable. */
export async function freshPostgres(base, db) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `${base}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return { skip: `PostgreSQL unreachable at ${base} (${err.code ?? err.message})` };
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${db}"`);
  } finally {
    await admin.end();
  }
  return { url: `${base}/${db}` };
}
