import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingOrders } from '../src/db/schema';
import { sweepJob } from '../src/features/billing/jobs';
import { atClock, checkout, complete, DAY, jobsNamed, me, subscribe, subsOf } from './billing-helpers';
import { call, createUser, getTestEnv } from './helpers';

const env = await getTestEnv();
const { app, ctx } = env;

describe('plans', () => {
  it('lists the plans in cents, the group tiers above 35 and the sandbox provider, to anyone', async () => {
    const res = await call(app, { method: 'GET', url: '/api/v1/billing/plans' });
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.plans.map((p: { code: string }) => [p.code, p]));
    expect(byCode.monthly).toMatchObject({ amount_cents: 1648, interval: 'month', refund: 'none' });
    expect(byCode.yearly).toMatchObject({ amount_cents: 15820, interval: 'year', refund: 'by_month' });
    expect(res.body.group_tiers[0].min_seats).toBe(36);
    expect(res.body).toMatchObject({ provider: 'sandbox', free_use_limit: 3, group_min_subscriptions: 35 });
  });
});

describe('sandbox checkout', () => {
  it('refuses an unverified account with 403 USER_NOT_VERIFIED', async () => {
    const { token } = await createUser(ctx, { verified: false });
    const res = await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token, payload: { plan: 'monthly' } });
    expect(res).toMatchObject({ status: 403, body: { detail: 'USER_NOT_VERIFIED' } });
  });

  it('answers 422, never 500, for bad input', async () => {
    const { token } = await createUser(ctx);
    for (const payload of [{}, { plan: 'weekly' }, { plan: 'monthly', extra: 1 }, { plan: 5 }]) {
      const res = await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token, payload });
      expect(res.status, JSON.stringify(payload)).toBe(422);
    }
    const bad = await call(app, { method: 'POST', url: '/api/v1/billing/sandbox/..%2Fx/complete', token, payload: { outcome: 'success' } });
    expect(bad.status).toBe(422);
    const missing = await call(app, { method: 'POST', url: '/api/v1/billing/sandbox/sbx_nope/complete', token, payload: { outcome: 'success' } });
    expect(missing.status).toBe(404);
    const outcome = await call(app, { method: 'POST', url: '/api/v1/billing/sandbox/sbx_nope/complete', token, payload: { outcome: 'maybe' } });
    expect(outcome.status).toBe(422);
    const json = await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token, payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(400);
  });

  it('a decline charges nothing: order Fail, is_paid stays off, a new checkout opens a new session', async () => {
    const { token } = await createUser(ctx);
    const sid = await checkout(app, token, 'monthly');
    const view = await call(app, { method: 'GET', url: `/api/v1/billing/checkout/${sid}`, token });
    expect(view.body).toMatchObject({ provider: 'sandbox', order: { status: 'pending', item: 'monthly', amount_cents: 1648 } });
    const res = await complete(app, token, sid, 'decline');
    expect(res.body.order).toMatchObject({ status: 'fail', details: { failure_reason: 'card_declined' } });
    expect((await me(app, token)).is_paid).toBe(false);
    const sid2 = await checkout(app, token, 'monthly');
    expect(sid2).not.toBe(sid);
    // Completing a closed session again changes nothing.
    expect((await complete(app, token, sid, 'success')).body.order.status).toBe('fail');
    expect((await me(app, token)).is_paid).toBe(false);
  });

  it('cancel on the sandbox page marks the order Cancelled', async () => {
    const { token } = await createUser(ctx);
    const sid = await checkout(app, token, 'yearly');
    expect((await complete(app, token, sid, 'cancel')).body.order.status).toBe('cancelled');
  });

  it('another user cannot see or complete my session', async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    const sid = await checkout(app, a.token, 'monthly');
    expect((await call(app, { method: 'GET', url: `/api/v1/billing/checkout/${sid}`, token: b.token })).status).toBe(404);
    expect((await complete(app, b.token, sid, 'success')).status).toBe(404);
  });

  it('success turns is_paid on, lists a Success order and schedules the period end; a second checkout is refused', async () => {
    const { user, token } = await createUser(ctx);
    const sub = await subscribe(app, ctx, token, user.id, 'monthly');
    expect(sub).toMatchObject({ status: 'success', plan: 'monthly', provider: 'sandbox' });
    expect((await me(app, token)).is_paid).toBe(true);
    const orders = await call(app, { method: 'GET', url: '/api/v1/billing/orders', token });
    expect(orders.body).toMatchObject({ page: 1, pages: 1, total: 1 });
    expect(orders.body.items[0]).toMatchObject({ status: 'success', item: 'monthly', amount_cents: 1648, refundable_cents: 0 });
    const s = await call(app, { method: 'GET', url: '/api/v1/billing/subscription', token });
    expect(s.body).toMatchObject({ is_paid: true, subscription: { status: 'success', renews: true, plan: 'monthly' } });
    const job = (await jobsNamed(ctx, 'billing.period-end')).find((j) => (j.payload as { subscriptionId: number }).subscriptionId === sub.id);
    expect(job?.runAt.toISOString()).toBe(sub.paidThrough.toISOString());
    const again = await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token, payload: { plan: 'yearly' } });
    expect(again).toMatchObject({ status: 409, body: { detail: 'BILLING_ALREADY_SUBSCRIBED' } });
    const ent = await call(app, { method: 'GET', url: '/api/v1/billing/entitlements', token });
    expect(ent.body).toMatchObject({ pro: true, reason: 'subscription' });
  });
});

describe('two checkouts at once for one user', () => {
  it('get one session, and completing it twice gives one subscription', async () => {
    const { user, token } = await createUser(ctx);
    const [a, b] = await Promise.all([checkout(app, token, 'monthly'), checkout(app, token, 'monthly')]);
    expect(a).toBe(b);
    const [r1, r2] = await Promise.all([complete(app, token, a, 'success'), complete(app, token, b, 'success')]);
    expect([r1.body.order.status, r2.body.order.status]).toEqual(['success', 'success']);
    expect(await subsOf(ctx, user.id)).toHaveLength(1);
  });

  it('for two plans: the later one supersedes the first, and only one subscription can start', async () => {
    const { user, token } = await createUser(ctx);
    const [m, y] = await Promise.all([checkout(app, token, 'monthly'), checkout(app, token, 'yearly')]);
    expect(m).not.toBe(y);
    const results = await Promise.all([complete(app, token, m, 'success'), complete(app, token, y, 'success')]);
    const statuses = results.map((r) => r.body.order.status).sort();
    expect(statuses).toEqual(['cancelled', 'success']);
    const subs = await subsOf(ctx, user.id);
    expect(subs.filter((s) => s.status !== 'expired')).toHaveLength(1);
    const orders = await ctx.db.select().from(billingOrders).where(eq(billingOrders.userId, user.id));
    expect(orders.filter((o) => o.status === 'success')).toHaveLength(1);
  });
});

describe('cancellation, period end and renewal', () => {
  it('cancel keeps access until the period ends; the expiry job then closes it', async () => {
    const { user, token } = await createUser(ctx);
    const sub = await subscribe(app, ctx, token, user.id, 'monthly');
    const c = await call(app, { method: 'POST', url: '/api/v1/billing/subscription/cancel', token });
    expect(c.body).toMatchObject({ is_paid: true, stripe_subscribed: false, subscription: { status: 'cancelled', renews: false } });
    expect((await me(app, token)).is_paid).toBe(true);
    // Cancelling twice is harmless.
    expect((await call(app, { method: 'POST', url: '/api/v1/billing/subscription/cancel', token })).status).toBe(200);

    // One minute before the end nothing happens.
    const before = sub.paidThrough.getTime() - Date.now() - 60_000;
    await atClock(ctx, before, user.id, async (t) => {
      await ctx.jobs.enqueue(sweepJob, {});
      await ctx.jobs.drain();
      expect((await me(app, t)).is_paid).toBe(true);
    });
    const after = sub.paidThrough.getTime() - Date.now() + 60_000;
    await atClock(ctx, after, user.id, async (t) => {
      await ctx.jobs.enqueue(sweepJob, {});
      await ctx.jobs.drain();
      const m = await me(app, t);
      expect(m).toMatchObject({ is_paid: false, stripe_subscribed: false });
      const s = await call(app, { method: 'GET', url: '/api/v1/billing/subscription', token: t });
      expect(s.body).toMatchObject({ is_paid: false, subscription: { status: 'expired' } });
      expect((await call(app, { method: 'GET', url: '/api/v1/billing/entitlements', token: t })).body.pro).toBe(false);
      // Running the job again changes nothing (idempotent).
      await ctx.jobs.enqueue(sweepJob, {});
      await ctx.jobs.drain();
      expect((await subsOf(ctx, user.id))[0].status).toBe('expired');
      // After expiry the user may subscribe again.
      expect((await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token: t, payload: { plan: 'monthly' } })).status).toBe(201);
    });
  });

  it('resume undoes a cancellation before the end', async () => {
    const { user, token } = await createUser(ctx);
    await subscribe(app, ctx, token, user.id, 'yearly');
    await call(app, { method: 'POST', url: '/api/v1/billing/subscription/cancel', token });
    const r = await call(app, { method: 'POST', url: '/api/v1/billing/subscription/resume', token });
    expect(r.body.subscription).toMatchObject({ status: 'success', renews: true });
    const none = await createUser(ctx);
    expect((await call(app, { method: 'POST', url: '/api/v1/billing/subscription/cancel', token: none.token })).status).toBe(404);
  });

  it('a renewing sandbox subscription renews at period end with a new Success order', async () => {
    const { user, token } = await createUser(ctx);
    const sub = await subscribe(app, ctx, token, user.id, 'monthly');
    await atClock(ctx, sub.paidThrough.getTime() - Date.now() + 60_000, user.id, async (t) => {
      await ctx.jobs.enqueue(sweepJob, {});
      await ctx.jobs.drain();
      expect((await me(app, t)).is_paid).toBe(true);
      const [renewed] = await subsOf(ctx, user.id);
      expect(renewed.status).toBe('success');
      expect(renewed.paidThrough.getTime()).toBeGreaterThan(sub.paidThrough.getTime() + 27 * DAY);
      const orders = (await call(app, { method: 'GET', url: '/api/v1/billing/orders', token: t })).body.items;
      expect(orders.map((o: { kind: string; status: string }) => `${o.kind}:${o.status}`)).toEqual(['renewal:success', 'subscribe:success']);
    });
  });
});

describe('free uses and entitlements', () => {
  it('counts 3 distinct resources, lets a counted one be reopened, refuses a 4th; PRO is never counted', async () => {
    const { consumeFreeUse } = await import('../src/features/billing/entitlements');
    const { user } = await createUser(ctx);
    const use = (id: string) => consumeFreeUse(ctx, user, { feature: 'read', resourceId: id });
    expect((await use('a1')).allowed).toBe(true);
    expect((await use('a1')).counted).toBe(false);
    expect((await consumeFreeUse(ctx, user, { feature: 'watch', resourceId: 'v1' })).remaining).toBe(1);
    expect((await use('a2')).allowed).toBe(true);
    expect(await use('a3')).toMatchObject({ allowed: false, remaining: 0 });
    expect((await use('a1')).allowed).toBe(true);
    const admin = await createUser(ctx, { role: 'Admin' });
    expect(await consumeFreeUse(ctx, admin.user, { feature: 'speak', resourceId: 'e1' })).toMatchObject({ allowed: true, pro: true, counted: false });
  });

  it('five uses at once still count only 3', async () => {
    const { consumeFreeUse } = await import('../src/features/billing/entitlements');
    const { user, token } = await createUser(ctx);
    const results = await Promise.all(['1', '2', '3', '4', '5'].map((id) => consumeFreeUse(ctx, user, { feature: 'read', resourceId: id })));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const ent = await call(app, { method: 'GET', url: '/api/v1/billing/entitlements', token });
    expect(ent.body).toMatchObject({ pro: false, free_uses: { used: 3, limit: 3, remaining: 0 } });
  });
});
