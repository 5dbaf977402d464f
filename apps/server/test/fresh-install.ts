import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { closeContext, createContext } from '../src/bootstrap';
import { testConfig } from './helpers';
import { privateDatabase } from './process-helpers';

/**
 * A new install for tests of what a first start seeds: an empty database of its own (PGlite in
 * memory, or a private PostgreSQL database in the PostgreSQL pass) and its own data folder.
 * Other files sharing the run's database may already have written posts, events or materials, or
 * moved their clock and closed events, and the seeds rightly leave such data alone.
 */
export async function freshInstall(tag: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lb-${tag}-`));
  const db = await privateDatabase(tag.replace(/-/g, '_'));
  const config = { ...testConfig({ DATA_DIR: dataDir, ...db.env }) };
  if (!db.env.DATABASE_URL) config.databaseUrl = undefined;
  const ctx = await createContext(config, pino({ level: 'silent' }), { memoryDb: !config.databaseUrl });
  const app = await buildApp(ctx);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await closeContext(ctx);
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, ctx };
}
