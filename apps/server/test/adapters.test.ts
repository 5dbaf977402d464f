import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, JobQueue } from '../src/adapters/jobs';
import { createSmtpMailer } from '../src/adapters/mail';
import { createMemoryRateLimiter } from '../src/adapters/rate-limit';
import { jobs } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { getTestEnv } from './helpers';

const env = await getTestEnv();

describe('SMTP mailer against a real SMTP peer', () => {
  it('delivers text and HTML parts with UTF-8 subjects', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          cb();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.server.address() as { port: number }).port;
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Lingbridge <no-reply@lingbridge.test>');
    await mailer.send({ to: 'learner@example.test', subject: '请确认您的邮箱', text: '你好 ñandú', html: '<p>你好 ñandú</p>' });
    await mailer.close();
    await new Promise<void>((r) => server.close(() => r()));
    expect(received).toHaveLength(1);
    const mail = await PostalMime.parse(received[0]);
    expect(mail.subject).toBe('请确认您的邮箱');
    expect(mail.text).toContain('你好 ñandú');
    expect(mail.html).toContain('<p>你好 ñandú</p>');
  });
});

describe('job queue', () => {
  // drain() also runs the other files' due jobs on this worker's shared database (demo seeding,
  // re-annotation): room for a busy machine; no timing is asserted.
  it('retries a failing job with back-off and runs a repeated dedupe key once', { timeout: 90_000 }, async () => {
    let calls = 0;
    const tag = `t${Math.random().toString(36).slice(2)}`;
    const flaky = defineJob({
      name: `test.flaky.${tag}`,
      payload: z.object({ n: z.number() }),
      maxAttempts: 3,
      async handle() {
        calls++;
        if (calls === 1) throw new Error('first try fails');
      },
    });
    env.ctx.jobs.register(flaky);
    await env.ctx.jobs.enqueue(flaky, { n: 1 }, { dedupeKey: tag });
    await env.ctx.jobs.enqueue(flaky, { n: 2 }, { dedupeKey: tag });
    await env.ctx.jobs.drain();
    expect(calls).toBe(1);
    const [row] = await env.ctx.db.select().from(jobs).where(eq(jobs.dedupeKey, tag));
    expect([row.status, row.attempts, row.lastError]).toEqual(['queued', 1, 'first try fails']);
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now());
    // Make it due again, as the clock would.
    await env.ctx.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, row.id));
    await env.ctx.jobs.drain();
    const [done] = await env.ctx.db.select().from(jobs).where(eq(jobs.id, row.id));
    expect([done.status, calls]).toEqual(['done', 2]);
  });

  it('takes a job back that a dead worker left running', async () => {
    let calls = 0;
    const tag = `t${Math.random().toString(36).slice(2)}`;
    const job = defineJob({
      name: `test.stale.${tag}`,
      payload: z.object({}),
      async handle() {
        calls++;
      },
    });
    env.ctx.jobs.register(job);
    await env.ctx.db
      .insert(jobs)
      .values({ name: job.name, payload: {}, status: 'running', lockedAt: new Date(Date.now() - 3_600_000), attempts: 1, dedupeKey: tag });
    await env.ctx.jobs.drain();
    expect(calls).toBe(1);
  });

  it('leaves a job alone that this process has no handler for (another version or worker set)', async () => {
    const tag = `t${Math.random().toString(36).slice(2)}`;
    await env.ctx.db.insert(jobs).values({ name: `test.elsewhere.${tag}`, payload: {}, dedupeKey: tag });
    await env.ctx.jobs.drain();
    const [row] = await env.ctx.db.select().from(jobs).where(eq(jobs.dedupeKey, tag));
    expect([row.status, row.attempts, row.lastError]).toEqual(['queued', 0, null]);
    await env.ctx.db.delete(jobs).where(eq(jobs.id, row.id));
  });

  it('drains every due job but the ones it is told to leave queued', async () => {
    const tag = `t${Math.random().toString(36).slice(2)}`;
    const ran: string[] = [];
    const [quick, slow] = ['quick', 'slow'].map((kind) =>
      defineJob({
        name: `test.${kind}.${tag}`,
        payload: z.object({}),
        async handle() {
          ran.push(kind);
        },
      }),
    );
    env.ctx.jobs.register(quick, slow);
    await env.ctx.jobs.enqueue(slow, {}, { dedupeKey: `${tag}-slow` });
    await env.ctx.jobs.enqueue(quick, {}, { dedupeKey: `${tag}-quick` });
    await env.ctx.jobs.drain({ except: [slow.name] });
    expect(ran).toEqual(['quick']);
    const [left] = await env.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${tag}-slow`));
    expect(left.status).toBe('queued');
    await env.ctx.jobs.drain();
    expect(ran).toEqual(['quick', 'slow']);
  });

  it('keeps a long job of a live worker from being taken by another one (heartbeat)', async () => {
    const staleMs = 600;
    const a = new JobQueue(env.ctx.db, env.ctx.log, { staleMs });
    const b = new JobQueue(env.ctx.db, env.ctx.log, { staleMs });
    const tag = `t${Math.random().toString(36).slice(2)}`;
    let calls = 0;
    let finish: () => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((r) => (started = r));
    const job = defineJob({
      name: `test.long.${tag}`,
      payload: z.object({}),
      async handle() {
        if (++calls > 1) return; // taken twice: counted, and let go at once
        started();
        await new Promise<void>((r) => (finish = r));
      },
    });
    for (const q of [a, b]) {
      q.register(job);
      q.bind(env.ctx);
    }
    await env.ctx.jobs.enqueue(job, {}, { dedupeKey: tag });
    const first = a.drain();
    await running;
    // Well past staleMs: without the heartbeat the second worker would take the job again.
    await new Promise((r) => setTimeout(r, staleMs * 3));
    await b.drain();
    finish();
    await first;
    expect(calls).toBe(1);
    const [row] = await env.ctx.db.select().from(jobs).where(eq(jobs.dedupeKey, tag));
    expect(row.status).toBe('done');
  });

  it('does not enqueue when the transaction that caused it rolls back', async () => {
    const tag = `t${Math.random().toString(36).slice(2)}`;
    const job = defineJob({ name: `test.tx.${tag}`, payload: z.object({}), async handle() {} });
    await env.ctx.db
      .transaction(async (tx) => {
        await env.ctx.jobs.enqueue(job, {}, { tx, dedupeKey: tag });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await env.ctx.db.select().from(jobs).where(eq(jobs.dedupeKey, tag))).toHaveLength(0);
  });
});

describe('memory rate limiter', () => {
  it('opens a new window after the old one ends', async () => {
    let t = 0;
    const rl = createMemoryRateLimiter(() => t);
    expect((await rl.hit('k', 1, 1000)).allowed).toBe(true);
    const blocked = await rl.hit('k', 1, 1000);
    expect([blocked.allowed, blocked.retryAfter]).toEqual([false, 1]);
    t = 1001;
    expect((await rl.hit('k', 1, 1000)).allowed).toBe(true);
    await rl.close();
  });
});
