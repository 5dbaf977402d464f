import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/adapters/db';
import { startS3Peer } from './s3-peer';

declare module 'vitest' {
  export interface ProvidedContext {
    dataDir: string;
    /** S3_* variables of the storage every server test uses, when it is S3 (TEST_STORAGE=s3). */
    s3Env: Record<string, string> | null;
  }
}

/**
 * One data folder for every worker of the run: with a shared PostgreSQL, a worker may run a mail job
 * another worker queued, so the outbox (and stored files) must be the same folder for all.
 * With DATABASE_URL, migrate once before the workers start, so they never race to create tables.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-test-'));
  project.provide('dataDir', dataDir);
  // TEST_STORAGE=s3 runs the whole server suite with its files in S3: moto on loopback, started here.
  const peer = process.env.TEST_STORAGE === 's3' ? await startS3Peer() : null;
  project.provide('s3Env', peer?.env ?? null);
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ url: process.env.DATABASE_URL });
    await database.close();
  }
  return async () => {
    await peer?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
