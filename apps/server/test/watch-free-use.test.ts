import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { call, createUser, getTestEnv, type TestEnv } from './helpers';
import { settle } from './watch-helpers';

// Issue 12 item 13: a submission that fails without a transcript gives its free use back (decision 0065).
let env: TestEnv;
beforeAll(async () => {
  env = await getTestEnv();
});

let seq = 0;
// This machine has no speech-to-text engine and no downloader in tests: a YouTube link without
// captions ends in `fail` (watch-api.test.ts), which is the failure a learner hit.
const uniqueYt = () => `https://www.youtube.com/watch?v=${`fu${Date.now() % 1e8}${++seq}`.slice(-11).padStart(11, 'y')}`;
const post = (token: string, video_url: string) => call(env.app, { method: 'POST', url: '/api/v1/video', token, payload: { video_url, language: 'Spanish' } });
const usesLeft = async (token: string) =>
  (await call(env.app, { method: 'GET', url: '/api/v1/billing/entitlements', token })).body.free_uses.remaining as number;

describe('a failed video submission', () => {
  it('gives its free use back, says so on the video, and records it on the fail event', async () => {
    const learner = await createUser(env.ctx);
    const r = await post(learner.token, uniqueYt());
    expect(r.status).toBe(201);
    expect(r.body.free_use).toBe('spent');
    expect(await usesLeft(learner.token)).toBe(2);
    const v = await settle(env.ctx, env.app, r.body.id, learner.token);
    expect(v.transcribe_status).toBe('fail');
    expect(v.free_use).toBe('returned');
    expect(await usesLeft(learner.token)).toBe(3);
    const [event] = await env.ctx.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, 'event:watch.video-failed'), sql`${jobs.payload}->'data'->>'videoId' = ${String(r.body.id)}`));
    expect(event.payload).toMatchObject({ data: { freeUseReturned: true } });
  });

  it('lets a learner who hit the limit with failed links submit again', async () => {
    const learner = await createUser(env.ctx);
    for (let i = 0; i < 3; i++) {
      const r = await post(learner.token, uniqueYt());
      expect(r.status).toBe(201);
      await settle(env.ctx, env.app, r.body.id, learner.token);
    }
    expect(await usesLeft(learner.token)).toBe(3);
    expect((await post(learner.token, uniqueYt())).status).toBe(201);
  });

  it('keeps the use while another live video of the same source holds it', async () => {
    const learner = await createUser(env.ctx);
    const url = uniqueYt();
    const first = await post(learner.token, url);
    const second = await post(learner.token, url);
    expect(second.body.free_use).toBe('none');
    // The second one is still queued when the first fails: the source's one use passes to it.
    const v1 = await settle(env.ctx, env.app, first.body.id, learner.token);
    const v2 = await settle(env.ctx, env.app, second.body.id, learner.token);
    expect([v1.free_use, v2.free_use].sort()).toEqual(['none', 'returned']);
    expect(await usesLeft(learner.token)).toBe(3);
  });

  it('spends a use again when its owner retries it, and costs a PRO user nothing', async () => {
    const learner = await createUser(env.ctx);
    const r = await post(learner.token, uniqueYt());
    await settle(env.ctx, env.app, r.body.id, learner.token);
    const retried = await call(env.app, { method: 'POST', url: `/api/v1/video/${r.body.id}/retry`, token: learner.token });
    expect(retried.status).toBe(200);
    expect(retried.body.free_use).toBe('spent');
    expect(await usesLeft(learner.token)).toBe(2);
    const again = await settle(env.ctx, env.app, r.body.id, learner.token);
    expect(again.free_use).toBe('returned');
    expect(await usesLeft(learner.token)).toBe(3);
  });
});
