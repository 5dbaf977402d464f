import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from './adapters/db';
import { JobQueue } from './adapters/jobs';
import { createOutboxMailer, createSmtpMailer } from './adapters/mail';
import { createMemoryPubSub, createRedisPubSub } from './adapters/pubsub';
import { createMemoryRateLimiter, createRedisRateLimiter } from './adapters/rate-limit';
import { createSpeechToText } from './adapters/speech-to-text';
import { createLocalStorage } from './adapters/storage';
import { createTranslator } from './adapters/translation';
import { jobDefinitions } from './app';
import type { Config } from './config';
import { systemClock, type AppContext } from './context';
import { SessionCache } from './features/accounts/session-cache';
import { Realtime } from './realtime/realtime';

/** Opens every port the configuration asks for: embedded defaults, or the real services. */
export async function createContext(config: Config, log: FastifyBaseLogger, opts: { memoryDb?: boolean; now?: () => Date } = {}): Promise<AppContext> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    memory: opts.memoryDb,
    sharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  let pubsub: AppContext['pubsub'];
  let limiter: AppContext['limiter'];
  try {
    pubsub = config.redisUrl ? await createRedisPubSub(config.redisUrl, config.redisPrefix, log) : createMemoryPubSub();
    limiter = config.redisUrl ? await createRedisRateLimiter(config.redisUrl, config.redisPrefix, log) : createMemoryRateLimiter();
  } catch (err) {
    // Redis does not answer: the database opened above is closed cleanly before the start fails.
    await database.close().catch(() => undefined);
    throw err;
  }
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom);
  const jobs = new JobQueue(database.db, log, { staleMs: config.jobStaleMs });
  jobs.register(...jobDefinitions);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    jobs,
    mailer,
    pubsub,
    realtime: new Realtime(pubsub, log, { maxBufferedBytes: config.realtimeMaxBufferedBytes, publishOnly: config.role === 'worker' }),
    limiter,
    // The S3 client is loaded only when it is configured: it is large, and most starts never use it.
    storage: config.s3 ? (await import('./adapters/storage-s3')).createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'files')),
    sessions: new SessionCache(pubsub, database.notifier),
    stt: createSpeechToText(config.stt),
    translator: createTranslator(config.translation),
    log,
    now: opts.now ?? systemClock,
  };
  jobs.bind(ctx);
  return ctx;
}

/** Closes the ports in reverse order of need; the database last, so in-flight work can finish. */
export async function closeContext(ctx: AppContext) {
  await ctx.jobs.stop();
  ctx.sessions.close();
  ctx.realtime.close();
  await ctx.pubsub.close();
  await ctx.limiter.close();
  await ctx.mailer.close();
  await ctx.storage.close();
  await ctx.database.close();
}
