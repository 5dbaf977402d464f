import { eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventProcessors } from '../src/app';
import { jobs } from '../src/db/schema';
import { defineJob } from '../src/adapters/jobs';
import { defineEvent, defineProcessor, type EventMeta } from '../src/events/define-event';
import { eventJobs } from '../src/events/event-jobs';
import { dispatchJobName, recordEvent } from '../src/events/record-event';
import { call, createUser, getTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await getTestEnv();
});

const tag = () =>
  Math.random()
    .toString(36)
    .slice(2, 10)
    .replace(/[^a-z]/g, 'x');

/** A test event with processors that count their calls; their jobs are registered in this worker only. */
function fixture(o: { fail?: (n: number, processor: string) => boolean; maxAttempts?: number; delayMs?: number } = {}) {
  const t = tag();
  const event = defineEvent({ name: `test.happened-${t}`, payload: z.object({ n: z.number() }) });
  const calls: { processor: string; n: number; meta: EventMeta }[] = [];
  const processor = (name: string) =>
    defineProcessor(event, {
      name: `test.${name}-${t}`,
      maxAttempts: o.maxAttempts,
      delayMs: o.delayMs,
      async handle(p, _ctx, meta) {
        calls.push({ processor: name, n: p.n, meta });
        if (o.fail?.(calls.filter((c) => c.processor === name).length, name)) throw new Error(`${name} failed`);
      },
    });
  const processors = [processor('mail'), processor('notify')];
  env.ctx.jobs.register(...eventJobs(processors));
  const rows = () =>
    env.ctx.db
      .select()
      .from(jobs)
      .where(like(jobs.name, `%${t}%`));
  return { event, calls, processors, rows, t };
}

describe('domain events', () => {
  it('are recorded only when the transaction commits: nothing is processed for a rollback', async () => {
    const f = fixture();
    await env.ctx.db
      .transaction(async (tx) => {
        await recordEvent(tx, f.event, { n: 1 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await env.ctx.db.transaction((tx) => recordEvent(tx, f.event, { n: 2 }));
    await env.ctx.jobs.drain();
    expect(f.calls.map((c) => [c.processor, c.n]).sort()).toEqual([
      ['mail', 2],
      ['notify', 2],
    ]);
  });

  it('run each processor once per event, even when the hand-over runs again', async () => {
    const f = fixture();
    const id = await recordEvent(env.ctx.db, f.event, { n: 7 });
    await env.ctx.jobs.drain();
    // A worker that died after handing over but before marking it done: the hand-over runs again.
    await env.ctx.db
      .update(jobs)
      .set({ status: 'queued', runAt: new Date(0) })
      .where(eq(jobs.name, dispatchJobName(f.event.name)));
    await env.ctx.jobs.drain();
    expect(f.calls.map((c) => c.processor).sort()).toEqual(['mail', 'notify']);
    // Both processors see the same event, each with its own key.
    expect(f.calls.map((c) => c.meta.id)).toEqual([id, id]);
    expect(new Set(f.calls.map((c) => c.meta.key)).size).toBe(2);
    expect((await f.rows()).map((r) => r.status)).toEqual(['done', 'done', 'done']);
  });

  it('record a happening once per key', async () => {
    const f = fixture();
    expect(await recordEvent(env.ctx.db, f.event, { n: 1 }, { key: 'once' })).toEqual(expect.any(String));
    expect(await recordEvent(env.ctx.db, f.event, { n: 2 }, { key: 'once' })).toBeNull();
    await env.ctx.jobs.drain();
    expect(f.calls.map((c) => c.n)).toEqual([1, 1]);
  });

  it('refuse a payload that does not match the event, before anything is stored', async () => {
    const f = fixture();
    await expect(recordEvent(env.ctx.db, f.event, { n: 'x' } as never)).rejects.toThrow();
    expect(await f.rows()).toHaveLength(0);
  });

  it('retry a failing processor with back-off, without running the others again', async () => {
    const f = fixture({ fail: (n, name) => name === 'mail' && n === 1 });
    await recordEvent(env.ctx.db, f.event, { n: 3 });
    await env.ctx.jobs.drain();
    const [failing, ...others] = (await f.rows()).filter((r) => r.status === 'queued');
    expect(others).toHaveLength(0);
    expect(failing).toMatchObject({ name: `test.mail-${f.t}`, attempts: 1, lastError: 'mail failed' });
    expect(failing.runAt.getTime()).toBeGreaterThan(Date.now()); // waits for its back-off
    await env.ctx.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, failing.id));
    await env.ctx.jobs.drain();
    expect(f.calls.map((c) => c.processor).sort()).toEqual(['mail', 'mail', 'notify']);
    expect((await f.rows()).every((r) => r.status === 'done')).toBe(true);
  });

  it('end dead after their attempts, visible to an operator, who can retry', async () => {
    const f = fixture({ fail: () => true, maxAttempts: 2 });
    await recordEvent(env.ctx.db, f.event, { n: 4 });
    for (let i = 0; i < 2; i++) {
      await env.ctx.jobs.drain();
      await env.ctx.db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(like(jobs.name, `test.%${f.t}`));
    }
    await env.ctx.jobs.drain();
    const dead = (await f.rows()).filter((r) => r.name.startsWith('test.'));
    expect(dead.map((r) => [r.status, r.attempts])).toEqual([
      ['dead', 2],
      ['dead', 2],
    ]);
    expect(dead[0].lastError).toMatch(/failed$/);
    expect(f.calls).toHaveLength(4); // no third attempt

    const admin = await createUser(env.ctx, { role: 'Admin' });
    const member = await createUser(env.ctx);
    expect((await call(env.app, { method: 'GET', url: '/api/v1/admin/jobs/dead', token: member.token })).status).toBe(403);
    expect((await call(env.app, { method: 'GET', url: '/api/v1/admin/jobs/dead' })).status).toBe(401);
    const list = await call(env.app, { method: 'GET', url: '/api/v1/admin/jobs/dead?size=250', token: admin.token });
    expect(list.status).toBe(200);
    const shown = list.body.items.filter((j: { name: string }) => j.name.endsWith(f.t));
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatchObject({ attempts: 2, last_error: expect.stringMatching(/failed$/) });

    const retry = await call(env.app, { method: 'POST', url: `/api/v1/admin/jobs/${dead[0].id}/retry`, token: admin.token });
    expect(retry.status).toBe(204);
    const again = await call(env.app, { method: 'POST', url: `/api/v1/admin/jobs/${dead[0].id}/retry`, token: admin.token });
    expect(again.status).toBe(404); // queued now, no longer dead
    await env.ctx.jobs.drain();
    expect(f.calls).toHaveLength(5);
  });

  it('run before bulk jobs that were due earlier (a sign-up e-mail does not wait behind seeding)', async () => {
    const f = fixture();
    let processorsBeforeBulk = -1;
    const bulk = defineJob({
      name: `test.bulk-${f.t}`,
      payload: z.object({}),
      async handle() {
        processorsBeforeBulk = f.calls.length;
      },
    });
    env.ctx.jobs.register(bulk);
    await env.ctx.jobs.enqueue(bulk, {}, { runAt: new Date(Date.now() - 60_000) });
    await recordEvent(env.ctx.db, f.event, { n: 1 });
    await env.ctx.jobs.drain();
    expect(processorsBeforeBulk).toBe(2); // the hand-over and both processors ran first
  });

  it('run a delayed processor only when its time comes', async () => {
    const f = fixture({ delayMs: 60_000 });
    await recordEvent(env.ctx.db, f.event, { n: 5 });
    await env.ctx.jobs.drain();
    expect(f.calls).toHaveLength(0);
    const waiting = (await f.rows()).filter((r) => r.status === 'queued');
    expect(waiting).toHaveLength(2);
    for (const r of waiting) expect(r.runAt.getTime() - r.createdAt.getTime()).toBeGreaterThan(55_000);
    await env.ctx.db.delete(jobs).where(
      inArray(
        jobs.id,
        waiting.map((r) => r.id),
      ),
    );
  });

  it('every processor of the app has a name of its own and a known event', () => {
    const names = eventProcessors.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(() => eventJobs([...eventProcessors, eventProcessors[0]])).toThrow(/two event processors/);
  });
});
