// One build at a time in a checkout. Several `npm start`s (and `npm run worker`s) may be started at
// once (README, "N web processes and M workers"); each builds the web app and compiles the server
// when they are missing or stale, and two builds into the same folders delete each other's files
// (Vite empties apps/web/dist, scripts/build-server.mjs removes apps/server/dist first). The first
// process takes the lock and builds; the others wait for it, then find the builds up to date.
//
// The lock is a file naming its process, as the PGlite folder's lock is (process-lock.mjs): one
// left by a start killed mid-build is taken over, also when a later start reuses its pid.
import fs from 'node:fs';
import path from 'node:path';
import { tryLock } from '../apps/server/src/adapters/process-lock.mjs';

const POLL_MS = 200;

/**
 * Runs `fn` holding the checkout's build lock at `lockFile`; waits (saying so once, through `say`)
 * while another process holds it.
 */
export async function withBuildLock(lockFile, fn, say = (msg) => console.log(msg)) {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  let told = false;
  let lock;
  while (!(lock = tryLock(lockFile)).release) {
    if (!told) say('Another start is building the app; waiting for it...');
    told = true;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  try {
    return await fn();
  } finally {
    lock.release();
  }
}
