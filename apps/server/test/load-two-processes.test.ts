import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSockets, enrolPupils, missingWrites, runAfternoon } from '../../../bench/load/mix.mjs';
import { privateDatabase, startServer, type ServerProcess } from './process-helpers';

/**
 * The load test's short form (issue 21; the full run with figures is bench/load/run.mjs): a school
 * afternoon of sign-ins, article lists and reads, lookups, sentence and word saves, video polls and
 * chat, for a few seconds on two server processes sharing one PostgreSQL database and one Redis.
 * No request fails, no answer is a 5xx, and every acknowledged write is readable from the other
 * process (chat messages also reach the partner's socket there). Run by CI's PostgreSQL pass.
 */
const db = process.env.DATABASE_URL;
const redis = process.env.REDIS_URL;
const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe.skipIf(!db || !redis)('a school afternoon on two server processes', { timeout: 300_000 }, () => {
  it('answers every request without an error and keeps every acknowledged write, readable from the other process', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-load-'));
    dirs.push(dataDir);
    const database = await privateDatabase('load');
    // Production sign-in limits; the pupils come through a trusted proxy, each from its own address.
    const env = {
      ...database.env,
      REDIS_URL: redis!,
      REDIS_PREFIX: `load${process.pid}x${Date.now()}:`,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_AUTH_PER_MINUTE: '10',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    try {
      // The first migrates and seeds the demo content; the second joins it.
      const a = await startServer(env);
      servers.push(a);
      const b = await startServer(env);
      servers.push(b);
      const urls = [a.url, b.url];
      const pupils = await enrolPupils(a.url, database.env.DATABASE_URL ?? db!, 8, `load${process.pid}`);
      const run = await runAfternoon({ urls, pupils, seconds: 4 });
      await new Promise((r) => setTimeout(r, 500));
      const missing = await missingWrites(run, urls);
      closeSockets(run);

      expect(run.failures).toEqual([]);
      expect(run.total).toBeGreaterThan(pupils.length * 4);
      const writes = run.pupils.reduce((n, p) => n + p.sentences.length + p.words.size + p.sent.length, 0);
      expect(writes).toBeGreaterThan(0);
      expect(run.pupils.some((p) => p.sent.length > 0)).toBe(true);
      expect(missing).toEqual([]);
      for (const s of [a, b]) expect(s.output()).not.toMatch(/"level":50|statusCode":5\d\d/);
    } finally {
      for (const s of servers.splice(0)) {
        s.child.kill('SIGTERM');
        await s.exited;
      }
      await database.drop();
    }
  });
});
