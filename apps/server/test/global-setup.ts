import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/adapters/db';

declare module 'vitest' {
  export interface ProvidedContext {
    dataDir: string;
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
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ url: process.env.DATABASE_URL });
    await database.close();
  }
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
