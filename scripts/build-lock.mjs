// One build at a time in a checkout. Several `npm start`s (and `npm run worker`s) may be started at
// once (README, "N web processes and M workers"); each builds the web app and compiles the server
// when they are missing or stale, and two builds into the same folders delete each other's files
// (Vite empties apps/web/dist, scripts/build-server.mjs removes apps/server/dist first). The first
// process takes the lock and builds; the others wait for it, then find the builds up to date.
//
// The lock is a directory (mkdir is atomic) holding the owner's pid. A lock whose owner is gone
// (killed mid-build) is taken over.
import fs from 'node:fs';
import path from 'node:path';

/** How long a lock with no pid written yet is trusted (its owner writes the pid right after mkdir). */
const UNWRITTEN_MS = 10_000;
const POLL_MS = 200;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err?.code === 'EPERM'; // exists, owned by another user
  }
}

/** True when the lock at `dir` belongs to no running process. */
function abandoned(dir) {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8'));
    if (Number.isInteger(pid) && pid > 0) return !alive(pid);
  } catch {
    // No pid yet (its owner is between mkdir and writing it), or the lock just went.
  }
  try {
    return Date.now() - fs.statSync(dir).mtimeMs > UNWRITTEN_MS;
  } catch {
    return false; // gone: the next mkdir will tell
  }
}

/**
 * Runs `fn` holding the checkout's build lock at `lockDir`; waits (saying so once, through `say`)
 * while another process holds it.
 */
export async function withBuildLock(lockDir, fn, say = (msg) => console.log(msg)) {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err?.code !== 'EEXIST') throw err;
    }
    if (abandoned(lockDir)) {
      // Renamed away first, so two waiters cannot both remove it and then both take it.
      const gone = `${lockDir}.gone-${process.pid}`;
      try {
        fs.renameSync(lockDir, gone);
        fs.rmSync(gone, { recursive: true, force: true });
      } catch {
        // Another waiter took it over first.
      }
      continue;
    }
    if (!told) say('Another start is building the app; waiting for it...');
    told = true;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
