import path from 'node:path';
import type { Config } from './config';

/**
 * What to tell whoever started the server when it cannot start for a reason outside the code: the
 * port is taken, the data folder is in use, the database or Redis does not answer or refuses the
 * credentials (docs/decisions/0152). One sentence that names the setting to change, instead of
 * Node's stack trace; undefined for anything else (a bug keeps its stack trace). Passwords in
 * DATABASE_URL and REDIS_URL are never repeated.
 */
export function explainStartFailure(error: unknown, config: Pick<Config, 'port' | 'dataDir' | 'databaseUrl' | 'redisUrl'>): string | undefined {
  const err = causeOf(error);
  const code = typeof err.code === 'string' ? err.code : undefined;
  if (code === 'FOLDER_IN_USE')
    return (
      `The data folder ${config.dataDir} is in use by another Lingbridge process (pid ${String(err.pid)}). ` +
      'A PGlite database is opened by one process only: stop that process, or set DATA_DIR to another folder. ' +
      'Several processes share one database through DATABASE_URL (PostgreSQL).'
    );
  if (err.syscall === 'listen' && code === 'EADDRINUSE')
    return `Port ${config.port} is already in use: another program (perhaps another Lingbridge) is listening on it. Stop it, or set PORT to a free port.`;
  if (err.syscall === 'listen' && code === 'EACCES')
    return `Port ${config.port} may not be opened by this user (ports below 1024 need privileges). Set PORT to 1024 or above.`;

  const folder = folderProblem(err, config.dataDir);
  if (folder) return `The data folder ${config.dataDir} cannot be used: ${folder} (${String(err.path)}). Set DATA_DIR to a folder this user can write.`;

  const service = serviceAt(err, config);
  const where = service ? `${service.name} at ${service.address}` : `${String(err.address ?? err.hostname ?? 'a service')}:${String(err.port ?? '')}`;
  const fix = service ? `Start it, or check ${service.setting}.` : 'Start it, or check the setting that names it.';
  switch (code) {
    case 'ECONNREFUSED':
      return `Could not connect to ${where}: nothing answers there. ${fix}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Could not connect to ${where}: its host name is not known. ${fix}`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Could not connect to ${where}: it does not answer. ${fix}`;
  }
  if (config.databaseUrl) {
    const database = `The PostgreSQL database at ${safeAddress(config.databaseUrl)}`;
    if (code === '28P01' || code === '28000') return `${database} refused the user name or password. Check DATABASE_URL.`;
    if (code === '3D000') return `${database} does not exist. Create it (createdb), or check the database name in DATABASE_URL.`;
  }
  if (config.redisUrl && /WRONGPASS|NOAUTH/.test(String(err.message ?? '')))
    return `Redis at ${safeAddress(config.redisUrl)} refused the password. Check REDIS_URL.`;
  return undefined;
}

/**
 * Ends a start that failed (main.ts, worker.ts): a known cause prints its sentence and exits with
 * code 1; anything else is thrown again, with its stack trace.
 */
export function endFailedStart(error: unknown, config: Parameters<typeof explainStartFailure>[1], who = 'Lingbridge'): never {
  const why = explainStartFailure(error, config);
  if (!why) throw error;
  console.error(`\n  ${who} could not start. ${why}\n`);
  process.exit(1);
}

/** Why a file operation inside the data folder failed, in words; undefined for anything else. */
function folderProblem(err: ErrorFields, dataDir: string): string | undefined {
  if (typeof err.path !== 'string' || typeof err.syscall !== 'string') return undefined;
  const inside = path.resolve(err.path) === path.resolve(dataDir) || path.resolve(err.path).startsWith(path.resolve(dataDir) + path.sep);
  if (!inside) return undefined;
  switch (err.code) {
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a file stands where a folder should be';
    case 'EACCES':
    case 'EPERM':
      return 'this user may not write there';
    case 'EROFS':
      return 'it is on a read-only file system';
    case 'ENOSPC':
      return 'the disk is full';
  }
  return undefined;
}

type ErrorFields = {
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  address?: unknown;
  hostname?: unknown;
  port?: unknown;
  pid?: unknown;
  message?: unknown;
};

/** The error itself, or the first of an AggregateError's (a connection tried on several addresses). */
function causeOf(error: unknown): ErrorFields {
  if (!error || typeof error !== 'object') return {};
  const e = error as ErrorFields & { errors?: unknown[] };
  if (e.code === undefined && Array.isArray(e.errors) && e.errors[0] && typeof e.errors[0] === 'object') return e.errors[0] as ErrorFields;
  return e;
}

/** Which configured service a connection error is about, by its port (or host name). */
function serviceAt(err: ErrorFields, config: Pick<Config, 'databaseUrl' | 'redisUrl'>) {
  const services = [
    { name: 'the PostgreSQL database', setting: 'DATABASE_URL', url: config.databaseUrl, defaultPort: '5432' },
    { name: 'Redis', setting: 'REDIS_URL', url: config.redisUrl, defaultPort: '6379' },
  ];
  for (const s of services) {
    if (!s.url) continue;
    let u: URL;
    try {
      u = new URL(s.url);
    } catch {
      continue;
    }
    const port = u.port || s.defaultPort;
    if (String(err.port) === port || (err.hostname !== undefined && err.hostname === u.hostname)) return { ...s, address: safeAddress(s.url) };
  }
  return undefined;
}

/** host:port/database of a connection URL, without its user name and password. */
function safeAddress(url: string) {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname.length > 1 ? u.pathname : ''}`;
  } catch {
    return 'the configured address';
  }
}
