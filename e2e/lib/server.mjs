// Starts the real server, as `npm start` runs it, on a free loopback port with its own data folder,
// and stops it with SIGTERM so it closes the database cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '../..');

/** A port that was free a moment ago (the server binds it right after). */
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

/** Polls `url` until it answers 200 or `timeoutMs` passes; rejects early if the process exits. */
export async function waitForReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = child.exitCode !== null || child.signalCode !== null ? { code: child.exitCode, signal: child.signalCode } : null;
  child.once('exit', (code, signal) => (exited = { code, signal }));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before it was ready (code ${exited.code}, signal ${exited.signal})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready at ${url} after ${timeoutMs} ms`);
}

/**
 * The server's command line: what `npm start` runs (scripts/start.mjs), the compiled server
 * (decision 0129), built here if its sources changed, with its database opened first (preopen,
 * decision 0139); so the journeys and the page benchmarks test the code operators run.
 * `E2E_SERVER=sources` runs the TypeScript sources under tsx instead.
 */
export async function serverArgs() {
  if (process.env.E2E_SERVER === 'sources') return ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];
  const { ensureServerBuilt } = await import(pathToFileURL(path.join(root, 'scripts/build-server.mjs')).href);
  const [main, preopen] = await ensureServerBuilt({ quiet: true });
  return ['--import', pathToFileURL(preopen).href, main];
}

/**
 * Starts the server with a fresh temporary DATA_DIR. Returns { baseUrl, dataDir, stop(), logTail() }.
 * `env` adds or overrides variables (e.g. DATABASE_URL).
 */
export async function startServer({ env = {}, readyTimeoutMs = 180_000 } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, await serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let stopped = false;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  async function stop() {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(t);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const logTail = (lines = 40) => {
    try {
      return fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  };

  try {
    await waitForReady(`${baseUrl}/readyz`, child, readyTimeoutMs);
  } catch (err) {
    const tail = logTail();
    await stop();
    throw new Error(`${err.message}\n--- server log ---\n${tail}`);
  }
  return { baseUrl, port, dataDir, pid: child.pid, stop, logTail };
}
