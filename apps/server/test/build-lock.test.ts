import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Several `npm start`s and `npm run worker`s started at once build one at a time (scripts/start.mjs).
const lockModule = pathToFileURL(path.resolve(__dirname, '../../../scripts/build-lock.mjs')).href;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function scratch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-build-lock-'));
  dirs.push(dir);
  return { lock: path.join(dir, 'cache', 'build.lock'), log: path.join(dir, 'log') };
}

/** A process that holds the lock for `ms` as its "build", writing when it starts and ends. */
function builder(lock: string, log: string, ms: number) {
  const script = `
    import fs from 'node:fs';
    const { withBuildLock } = await import(${JSON.stringify(lockModule)});
    await withBuildLock(${JSON.stringify(lock)}, async () => {
      fs.appendFileSync(${JSON.stringify(log)}, 'start ' + process.pid + '\\n');
      await new Promise((r) => setTimeout(r, ${ms}));
      fs.appendFileSync(${JSON.stringify(log)}, 'end ' + process.pid + '\\n');
    }, (msg) => fs.appendFileSync(${JSON.stringify(log)}, 'said ' + msg + '\\n'));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  return new Promise<number | null>((resolve) => child.on('exit', resolve));
}

const builds = (log: string) =>
  fs
    .readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .filter((l) => !l.startsWith('said '));

describe('the build lock of scripts/start.mjs', () => {
  it('three starts at once build one after another, never two at the same time', { timeout: 30_000 }, async () => {
    const { lock, log } = scratch();
    const codes = await Promise.all([builder(lock, log, 400), builder(lock, log, 400), builder(lock, log, 400)]);
    expect(codes).toEqual([0, 0, 0]);
    const lines = builds(log);
    expect(lines).toHaveLength(6);
    for (let i = 0; i < 6; i += 2) expect(lines[i + 1]).toBe(lines[i].replace('start', 'end'));
    expect(new Set(lines.map((l) => l.split(' ')[1])).size).toBe(3);
    // The ones that waited said so, and the lock is gone afterwards.
    expect(fs.readFileSync(log, 'utf8')).toContain('said Another start is building the app; waiting for it...');
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('a lock left by a start that was killed mid-build is taken over', { timeout: 30_000 }, async () => {
    const { lock, log } = scratch();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(lock, dead);
    expect(await builder(lock, log, 10)).toBe(0);
    expect(builds(log)).toHaveLength(2);
  });

  it('a lock held by a running process is waited for, not taken', { timeout: 30_000 }, async () => {
    const { lock, log } = scratch();
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(lock, String(process.pid)); // this test's process: alive
    const waiting = builder(lock, log, 10);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(fs.existsSync(log) ? builds(log) : []).toEqual([]);
    fs.rmSync(lock);
    expect(await waiting).toBe(0);
    expect(builds(log)).toHaveLength(2);
  });
});
