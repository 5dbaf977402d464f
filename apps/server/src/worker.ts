import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { closeContext, createContext } from './bootstrap';
import type { Config } from './config';
import { endFailedStart } from './start-failure';
import { startProcess } from './startup';

/**
 * A worker: runs background jobs and event processors, serves no HTTP (docs/decisions/0077). Any
 * number of them share one PostgreSQL; rows are claimed with SKIP LOCKED. SIGTERM stops taking
 * jobs, lets the one in hand finish, and exits; a second signal exits at once (the job in hand is
 * taken again by another worker after JOB_STALE_MS).
 */
export async function startWorker(config: Config, log: FastifyBaseLogger) {
  const ctx = await createContext(config, log);
  ctx.jobs.start();
  console.log(`\n  Lingbridge worker is running (${ctx.database.kind}, data in ${config.dataDir}); SIGTERM stops it\n`);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) {
      log.warn({ signal }, 'second signal: exiting without waiting for the job in hand');
      process.exit(1);
    }
    closing = true;
    log.info({ signal }, 'worker stopping: finishing the job in hand');
    try {
      await closeContext(ctx); // stops the queue first, waiting for the running job
      log.info('worker stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'worker shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

// Started as its own entry point (`npm run worker`), this file is the worker whatever ROLE says.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { config, log } = startProcess({ ...process.env, ROLE: 'worker' });
  try {
    await startWorker(config, log);
  } catch (err) {
    endFailedStart(err, config, "Lingbridge's worker");
  }
}
