import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './adapters/db';
import type { JobQueue } from './adapters/jobs';
import type { Mailer } from './adapters/mail';
import type { PubSub } from './adapters/pubsub';
import type { RateLimiter } from './adapters/rate-limit';
import type { SpeechToText } from './adapters/speech-to-text';
import type { FileStorage } from './adapters/storage';
import type { Translator } from './adapters/translation';
import type { SessionCache } from './features/accounts/session-cache';
import type { Realtime } from './realtime/realtime';

/** The ports every feature's services are given; built once in main.ts (or per test run). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  pubsub: PubSub;
  /** Frames to users' and rooms' sockets in every process (docs/decisions/0070); works without sockets. */
  realtime: Realtime;
  limiter: RateLimiter;
  storage: FileStorage;
  /** Watch: speech-to-text and translation engines, as configured (docs/decisions/0040). */
  stt: SpeechToText;
  translator: Translator;
  log: FastifyBaseLogger;
  sessions: SessionCache;
  now: () => Date;
}

/** The system clock, `ctx.now` unless a test or a caller sets another. */
export const systemClock = () => new Date();

/**
 * `ctx.now()` in milliseconds. On the system clock it is `Date.now()`, which makes no Date: the
 * session check on every signed-in request (~250 instructions, issue 22, decision 0217).
 */
export const nowMs = (ctx: Pick<AppContext, 'now'>) => (ctx.now === systemClock ? Date.now() : ctx.now().getTime());
