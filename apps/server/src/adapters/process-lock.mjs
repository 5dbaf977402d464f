// A lock file that names the process holding it (docs/decisions/0151, 0152), shared by the PGlite
// data folder's lock (folder-lock.ts) and `npm start`'s build lock (scripts/build-lock.mjs), which
// runs before anything is compiled: hence plain JavaScript, typed by process-lock.d.mts.
//
// The file is created with `wx` (atomic) and holds `pid start boot`: the pid, when that process
// started (clock ticks since boot) and which boot, from /proc; the pid alone where there is none. A
// lock whose process is gone (killed, crashed, the machine restarted) is taken over, and so is one
// whose pid now belongs to another process: in a container every start may get the same small pid.
import fs from 'node:fs';

/** How a process is named in a lock file. */
export function identityOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${pid} ${start} ${boot}`;
  } catch {
    return String(pid);
  }
}

/** Whether the process a lock file names still runs (the same one, not a later one with its pid). */
function holderRuns(content) {
  const pid = Number(content.split(' ')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false; // callers keep their own locks: an earlier life of this pid
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err?.code !== 'EPERM') return false;
  }
  // A process /proc does not show is trusted.
  const now = identityOf(pid);
  return !content.includes(' ') || !now.includes(' ') || now === content;
}

/**
 * Takes the lock file `file` for this process: `{ release }` when taken, `{ owner }` (a pid, 0 if
 * not yet written) while a running process holds it.
 */
export function tryLock(file) {
  const me = identityOf(process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, me, { flag: 'wx' });
      break;
    } catch (err) {
      if (err?.code !== 'EEXIST') throw err;
    }
    let content = '';
    let age = Infinity;
    try {
      content = fs.readFileSync(file, 'utf8').trim();
      age = Date.now() - fs.statSync(file).mtimeMs;
    } catch (err) {
      if (err?.code === 'ENOENT') continue; // released meanwhile: try again
      throw err;
    }
    // An empty file is a lock being written right now (create, then write): its owner runs.
    if ((content === '' && age < 5_000) || holderRuns(content) || attempt >= 3) return { owner: Number(content.split(' ')[0]) || 0 };
    // Left by a process that is gone: moved aside, then looked at again. Another start may have
    // taken it over in between, and then it is that start's live lock: put back (a link, which
    // fails if the name is taken meanwhile) and waited on as any live lock.
    const stale = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, stale);
      if (fs.readFileSync(stale, 'utf8').trim() !== content) fs.linkSync(stale, file);
    } catch {
      // another start moved it first, or took the name
    }
    fs.rmSync(stale, { force: true });
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        if (fs.readFileSync(file, 'utf8').trim() === me) fs.rmSync(file, { force: true });
      } catch {
        // already gone
      }
    },
  };
}
