import fs from 'node:fs';

/**
 * One process per PGlite data folder (docs/decisions/0152). PGlite is PostgreSQL in this process's
 * memory, with no postmaster to refuse a second opener: two servers started on one `DATA_DIR` both
 * opened it and wrote over each other's pages. The folder's lock is a file beside it (`pg.lock`;
 * inside, PostgreSQL's initdb wants an empty folder) naming its process; a lock whose process is
 * gone (killed, crashed, a machine restarted) is taken over.
 */
export class FolderInUseError extends Error {
  readonly code = 'FOLDER_IN_USE';
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`The database folder ${folder} is in use by another process (pid ${pid})`);
  }
}

/** Locks held by this process: a second PGlite on the same folder in one process is refused too. */
const held = new Set<string>();

/** `pid start boot`: the process, when it started (clock ticks since boot) and which boot, on Linux. */
function identityOf(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${pid} ${start} ${boot}`;
  } catch {
    return String(pid); // no /proc: the pid alone
  }
}

/** Whether the process named in a lock file still runs (the same one, not a later one with its pid). */
function holderRuns(content: string): boolean {
  const pid = Number(content.split(' ')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false; // not held here (checked before): an earlier life of this pid
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // With /proc, the same pid must also be the same process: in a container every start may get the
  // same small pid, and a restarted machine reuses them. A process /proc does not show is trusted.
  const now = identityOf(pid);
  return !content.includes(' ') || !now.includes(' ') || now === content;
}

/** Takes the lock of `folder` (a PGlite data folder); answers its release. Throws FolderInUseError. */
export function lockFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  if (held.has(file)) throw new FolderInUseError(folder, process.pid);
  const me = identityOf(process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, me, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let content = '';
    let age = Infinity;
    try {
      content = fs.readFileSync(file, 'utf8').trim();
      age = Date.now() - fs.statSync(file).mtimeMs;
    } catch {
      continue; // released meanwhile: try again
    }
    // An empty file is a lock being written right now (create, then write): its owner runs.
    if ((content === '' && age < 5_000) || holderRuns(content) || attempt >= 3) throw new FolderInUseError(folder, Number(content.split(' ')[0]) || 0);
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
  held.add(file);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(file);
    try {
      if (fs.readFileSync(file, 'utf8').trim() === me) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
