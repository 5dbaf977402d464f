import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { jobs } from '../db/schema';
import type { AppContext } from '../context';
import type { Db, Tx } from './db';
import { isServiceUnavailable, OutageNotice } from './outage';

/** A job type: a name, the zod schema of its payload and the handler that does the work. */
export interface JobDefinition<S extends z.ZodTypeAny = z.ZodTypeAny> {
  name: string;
  payload: S;
  maxAttempts?: number;
  /** Higher runs first among due jobs (default 0); event processors are short and user-facing. */
  priority?: number;
  handle(payload: z.infer<S>, ctx: AppContext): Promise<void>;
}

/** The longest wait between two polls while the database is unreachable. */
const MAX_BACKOFF_MS = 4000;

export function defineJob<S extends z.ZodTypeAny>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}

/**
 * The embedded queue. Jobs are rows: enqueueing inside the caller's transaction means a side effect
 * exists exactly when the change that caused it was committed. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several workers on one PostgreSQL never take the same job.
 */
export class JobQueue {
  private defs = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  private ticking: Promise<void> | null = null;
  private ctx: AppContext | null = null;
  private outage: OutageNotice;
  private failedTicks = 0;

  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    private opts: { pollMs?: number; staleMs?: number } = {},
  ) {
    this.outage = new OutageNotice(log, 'database');
  }

  register(...defs: JobDefinition[]) {
    for (const def of defs) {
      const known = this.defs.get(def.name);
      if (known && known !== def) throw new Error(`two jobs are named ${def.name}`);
      this.defs.set(def.name, def);
    }
  }

  /** The context handlers receive; set once the app's ports exist. */
  bind(ctx: AppContext) {
    this.ctx = ctx;
  }

  /** Adds a job; pass the transaction of the change that causes it. A repeated dedupeKey is ignored. */
  async enqueue<S extends z.ZodTypeAny>(def: JobDefinition<S>, payload: z.infer<S>, opts: { tx?: Tx; runAt?: Date; dedupeKey?: string } = {}) {
    const data = def.payload.parse(payload);
    await (opts.tx ?? this.db)
      .insert(jobs)
      .values({
        name: def.name,
        payload: data,
        maxAttempts: def.maxAttempts ?? 5,
        priority: def.priority ?? 0,
        runAt: opts.runAt ?? new Date(),
        dedupeKey: opts.dedupeKey,
      })
      .onConflictDoNothing();
    this.kick();
  }

  start() {
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops taking jobs and waits for the ones in hand. */
  async stop() {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
  }

  /**
   * Runs every due job now (tests and the CLI use it). `except` names jobs to leave queued: a test
   * waiting for its e-mail need not run the slow work (a video, demo content) that other test files
   * sharing its database left due.
   */
  async drain(opts: { except?: readonly string[] } = {}) {
    while (await this.runOne(opts.except)) {
      /* keep going */
    }
  }

  private kick() {
    if (!this.stopping && this.timer) this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopping) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.ticking = this.tick().finally(() => (this.ticking = null));
    }, ms);
    this.timer.unref();
  }

  private async tick() {
    const pollMs = this.opts.pollMs ?? 1000;
    // Jobs run one after another per process; more throughput comes from more worker processes.
    try {
      while (!this.stopping) {
        const token = this.outage.begin();
        const ran = await this.runOne();
        this.outage.recovered(token);
        this.failedTicks = 0;
        if (!ran) break;
      }
    } catch (err) {
      if (!isServiceUnavailable(err)) this.log.error({ err }, 'job queue tick failed');
      else {
        // PostgreSQL is restarting: wait longer each time, up to a few seconds, so the queue resumes
        // soon after it is back without hammering it meanwhile; logged once, not on every tick.
        this.outage.failed(err, 'the job queue waits and retries');
        this.failedTicks += 1;
        return this.schedule(Math.min(MAX_BACKOFF_MS, pollMs * 2 ** this.failedTicks));
      }
    }
    this.schedule(pollMs);
  }

  private async claim(except?: readonly string[]) {
    const staleBefore = new Date(Date.now() - (this.opts.staleMs ?? 5 * 60_000));
    // Only jobs this process has a handler for: during a rolling deploy, or with processes that
    // run different job sets on one database, a worker must not take (and fail) another's job.
    const names = [...this.defs.keys()].filter((n) => !except?.includes(n));
    if (names.length === 0) return null;
    return this.db.transaction(async (tx) => {
      // A job left running by a process that died is taken again after staleMs.
      const [row] = await tx
        .select()
        .from(jobs)
        .where(
          and(
            inArray(jobs.name, names),
            sql`((${jobs.status} = 'queued' and ${jobs.runAt} <= now()) or (${jobs.status} = 'running' and ${jobs.lockedAt} < ${staleBefore}))`,
          ),
        )
        .orderBy(desc(jobs.priority), asc(jobs.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      await tx
        .update(jobs)
        .set({ status: 'running', lockedAt: new Date(), attempts: row.attempts + 1 })
        .where(eq(jobs.id, row.id));
      return { ...row, attempts: row.attempts + 1 };
    });
  }

  private async runOne(except?: readonly string[]): Promise<boolean> {
    const job = await this.claim(except);
    if (!job) return false;
    // While the handler works, its lock is refreshed: only a job whose process died goes stale, so a
    // long one (a video's speech-to-text) is never taken by a second worker meanwhile.
    const staleMs = this.opts.staleMs ?? 5 * 60_000;
    const heartbeat = setInterval(
      () => {
        this.db
          .update(jobs)
          .set({ lockedAt: new Date() })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
          .catch((err) => this.log.warn({ err, id: job.id }, 'job heartbeat failed'));
      },
      Math.max(20, Math.floor(staleMs / 3)),
    );
    heartbeat.unref();
    try {
      const def = this.defs.get(job.name);
      if (!def) throw new Error(`no handler for job ${job.name}`); // unreachable: claim() filters by name
      if (!this.ctx) throw new Error('job queue has no context');
      await def.handle(def.payload.parse(job.payload), this.ctx);
      await this.db.update(jobs).set({ status: 'done', lockedAt: null, lastError: null }).where(eq(jobs.id, job.id));
    } catch (err) {
      // Out of attempts, a job is dead: kept with its last error for an operator (GET /admin/jobs).
      const dead = job.attempts >= job.maxAttempts;
      const backoffMs = Math.min(3_600_000, 2 ** job.attempts * 1000);
      const line = { err, job: job.name, id: job.id, attempt: job.attempts };
      if (dead) this.log.error(line, 'job is dead: no attempts left');
      else this.log.warn(line, 'job failed, will retry');
      await this.db
        .update(jobs)
        .set({
          status: dead ? 'dead' : 'queued',
          lockedAt: null,
          lastError: String(err instanceof Error ? err.message : err).slice(0, 2000),
          runAt: new Date(Date.now() + backoffMs),
        })
        .where(and(eq(jobs.id, job.id)));
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  /** Deletes finished jobs older than a week; called by the queue itself now and then. */
  async prune() {
    await this.db.delete(jobs).where(and(eq(jobs.status, 'done'), lte(jobs.createdAt, new Date(Date.now() - 7 * 86_400_000))));
  }
}
