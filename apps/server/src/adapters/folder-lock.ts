import { tryLock } from './process-lock.mjs';

/**
 * One process per PGlite data folder (docs/decisions/0152). PGlite is PostgreSQL in this process's
 * memory, with no postmaster to refuse a second opener: two servers started on one `DATA_DIR` both
 * opened it and wrote over each other's pages. The folder's lock is a file beside it (`pg.lock`;
 * inside, PostgreSQL's initdb wants an empty folder) naming its process (process-lock.mjs).
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

/** Takes the lock of `folder` (a PGlite data folder); answers its release. Throws FolderInUseError. */
export function lockFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  if (held.has(file)) throw new FolderInUseError(folder, process.pid);
  const lock = tryLock(file);
  if (!lock.release) throw new FolderInUseError(folder, lock.owner);
  held.add(file);
  return () => {
    held.delete(file);
    lock.release();
  };
}
