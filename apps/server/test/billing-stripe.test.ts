import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/context';
import { billingOrders, billingWebhookEvents } from '../src/db/schema';
import { startStripeDouble } from './billing-stripe-double';
import { me, subsOf } from './billing-helpers';
import { call, createUser, getTestEnv } from './helpers';

const base = await getTestEnv();
const stripe = await startStripeDouble('sk_test_double');
const WHSEC = 'whsec_testsecret123';
// The same database and ports as the other tests, with Stripe configured and pointed at the double.
const ctx: AppContext = { ...base.ctx, config: { ...base.ctx.config, stripe: { secretKey: 'sk_test_double', webhookSecret: WHSEC, apiBase: stripe.url } } };
const app = await buildApp(ctx);
await app.ready();
afterAll(async () => {
  await app.close();
  await stripe.close();
});

const ordersOf = (userId: number) => ctx.db.select().from(billingOrders).where(eq(billingOrders.userId, userId)).orderBy(billingOrders.id);

/** Posts an event to the webhook, signed by Stripe's library (or with the header given). */
async function deliver(evt: object, opts: { secret?: string; timestamp?: number; header?: string | null } = {}) {
  const payload = JSON.stringify(evt);
  const header = opts.header === undefined ? stripe.sign(payload, opts.secret ?? WHSEC, opts.timestamp) : opts.header;
  return call(app, {
    method: 'POST',
    url: '/api/v1/billing/webhook/stripe',
    payload,
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'stripe-signature': header }) },
  });
}

async function startCheckout(token: string, plan = 'monthly') {
  const res = await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token, payload: { plan } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { checkout_url: string; session_id: string };
}

/** A buyer who has paid a checkout at Stripe: the events Stripe would send. */
async function paidCheckout(plan = 'monthly') {
  const u = await createUser(ctx);
  const co = await startCheckout(u.token, plan);
  const paid = stripe.pay(co.session_id);
  return {
    ...u,
    co,
    paid,
    completed: stripe.event('checkout.session.completed', paid.session),
    invoicePaid: stripe.event('invoice.paid', paid.invoice!),
  };
}

describe('Stripe checkout', () => {
  it('creates a customer once and a Checkout Session with the plan in cents, metadata and return URLs', async () => {
    const { token, user } = await createUser(ctx);
    const co = await startCheckout(token);
    expect(co.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const req = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.metadata?.user_id === String(user.id))!;
    expect(req.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '1648', recurring: { interval: 'month' } } }],
      subscription_data: { metadata: { user_id: String(user.id), plan: 'monthly' } },
    });
    expect(req.body.success_url).toBe('http://localhost:3000/payment?session_id={CHECKOUT_SESSION_ID}');
    expect(req.body.cancel_url).toBe('http://localhost:3000/cancel?session_id={CHECKOUT_SESSION_ID}');
    expect(req.idempotencyKey).toMatch(/^lingbridge-checkout-\d+$/);
    // A second click reuses the open session and the customer.
    expect((await startCheckout(token)).session_id).toBe(co.session_id);
    expect([...stripe.customers.values()].filter((c) => c.metadata.user_id === String(user.id))).toHaveLength(1);
  });

  it('the sandbox completion is not available when Stripe is configured', async () => {
    const { token } = await createUser(ctx);
    const co = await startCheckout(token);
    const res = await call(app, { method: 'POST', url: `/api/v1/billing/sandbox/${co.session_id}/complete`, token, payload: { outcome: 'success' } });
    expect(res.status).toBe(404);
    expect((await me(app, token)).is_paid).toBe(false);
  });

  it('answers 503, not 500, when Stripe cannot be reached', async () => {
    const { token } = await createUser(ctx);
    stripe.setDown(true);
    try {
      const res = await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token, payload: { plan: 'yearly' } });
      expect(res).toMatchObject({ status: 503, body: { detail: 'BILLING_PROVIDER_UNAVAILABLE' } });
    } finally {
      stripe.setDown(false);
    }
  }, 60_000);
});

describe('Stripe webhooks', () => {
  it('a valid checkout.session.completed turns is_paid and stripe_subscribed on', async () => {
    const b = await paidCheckout();
    const res = await deliver(b.completed);
    expect(res).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await me(app, b.token)).toMatchObject({ is_paid: true, stripe_subscribed: true });
    const [order] = await ordersOf(b.user.id);
    expect(order).toMatchObject({ status: 'success', providerInvoiceId: b.paid.invoice!.id, amountCents: 1648 });
    const [sub] = await subsOf(ctx, b.user.id);
    expect(sub).toMatchObject({ status: 'success', provider: 'stripe', providerSubscriptionId: b.paid.subscription!.id });
    expect(sub.paidThrough.getTime()).toBe(b.paid.subscription!.items.data[0].current_period_end * 1000);
  });

  it('a bad signature, a missing one, another secret and a stale timestamp get 400 and change nothing', async () => {
    const b = await paidCheckout();
    const tampered = { ...b.completed, data: { object: { ...b.completed.data.object, amount_total: 1 } } };
    const good = stripe.sign(JSON.stringify(b.completed), WHSEC);
    expect((await deliver(tampered, { header: good })).status).toBe(400);
    expect((await deliver(b.completed, { header: null })).status).toBe(400);
    expect((await deliver(b.completed, { header: 'nonsense' })).status).toBe(400);
    expect((await deliver(b.completed, { secret: 'whsec_someoneelse' })).body).toEqual({ detail: 'BILLING_BAD_SIGNATURE' });
    expect((await deliver(b.completed, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    expect((await me(app, b.token)).is_paid).toBe(false);
    const bodyless = await call(app, { method: 'POST', url: '/api/v1/billing/webhook/stripe', headers: { 'stripe-signature': 't=1,v1=00' } });
    expect(bodyless.status).toBe(400);
  });

  it('the same event twice has one effect', async () => {
    const b = await paidCheckout();
    expect((await deliver(b.completed)).body.outcome).toBe('applied');
    expect((await deliver(b.completed)).body.outcome).toBe('duplicate');
    const renewal = stripe.renew(b.paid.subscription!.id, true);
    const evt = stripe.event('invoice.paid', renewal);
    await Promise.all([deliver(evt), deliver(evt), deliver(evt)]);
    const orders = await ordersOf(b.user.id);
    expect(orders.map((o) => `${o.kind}:${o.status}`)).toEqual(['subscribe:success', 'renewal:success']);
    const seen = await ctx.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.id, evt.id));
    expect(seen).toHaveLength(1);
  });

  it('invoice.paid before checkout.session.completed: one subscription, the order paid once', async () => {
    const b = await paidCheckout('yearly');
    expect((await deliver(b.invoicePaid)).body.outcome).toBe('applied');
    expect(await me(app, b.token)).toMatchObject({ is_paid: true, stripe_subscribed: true });
    expect((await deliver(b.completed)).body.outcome).toBe('applied');
    expect(await subsOf(ctx, b.user.id)).toHaveLength(1);
    const orders = await ordersOf(b.user.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'success', item: 'yearly', providerInvoiceId: b.paid.invoice!.id });
  });

  it('a failed renewal moves the subscription to renew with a Fail order; a later payment brings it back', async () => {
    const b = await paidCheckout();
    await deliver(b.completed);
    const failed = stripe.renew(b.paid.subscription!.id, false);
    await deliver(stripe.event('invoice.payment_failed', failed));
    expect((await subsOf(ctx, b.user.id))[0].status).toBe('renew');
    expect((await me(app, b.token)).stripe_subscribed).toBe(false);
    expect((await ordersOf(b.user.id)).map((o) => o.status)).toEqual(['success', 'fail']);
    stripe.subscriptions.get(b.paid.subscription!.id)!.status = 'active';
    await deliver(stripe.event('invoice.paid', { ...failed, status: 'paid', amount_paid: failed.amount_due }));
    expect((await subsOf(ctx, b.user.id))[0].status).toBe('success');
    expect((await ordersOf(b.user.id)).map((o) => o.status)).toEqual(['success', 'success']);
  });

  it('events out of order do not undo newer state: an old "updated" after "deleted" leaves it expired', async () => {
    const b = await paidCheckout();
    await deliver(b.completed);
    const subId = b.paid.subscription!.id;
    const oldSnapshot = structuredClone(stripe.subscriptions.get(subId)!);
    const t = Math.floor(Date.now() / 1000);
    stripe.subscriptions.get(subId)!.status = 'canceled';
    stripe.subscriptions.get(subId)!.ended_at = t;
    await deliver(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subId)!, t + 5));
    expect(await me(app, b.token)).toMatchObject({ is_paid: false, stripe_subscribed: false });
    await deliver(stripe.event('customer.subscription.updated', oldSnapshot, t - 5));
    expect((await subsOf(ctx, b.user.id))[0].status).toBe('expired');
    expect((await me(app, b.token)).is_paid).toBe(false);
  });

  it('cancel asks Stripe to stop at period end; the updated event confirms; access stays', async () => {
    const b = await paidCheckout();
    await deliver(b.completed);
    const res = await call(app, { method: 'POST', url: '/api/v1/billing/subscription/cancel', token: b.token });
    expect(res.body).toMatchObject({ is_paid: true, stripe_subscribed: false, subscription: { status: 'cancelled' } });
    const upd = stripe.requests.filter((r) => r.path === `/v1/subscriptions/${b.paid.subscription!.id}` && r.method === 'POST');
    expect(upd.at(-1)!.body).toEqual({ cancel_at_period_end: 'true' });
    await deliver(stripe.event('customer.subscription.updated', stripe.subscriptions.get(b.paid.subscription!.id)!));
    expect((await subsOf(ctx, b.user.id))[0].status).toBe('cancelled');
    expect((await me(app, b.token)).is_paid).toBe(true);
    const portal = await call(app, { method: 'POST', url: '/api/v1/billing/portal', token: b.token });
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
  });

  it('an annual refund refunds whole months through Stripe and cancels the subscription', async () => {
    const b = await paidCheckout('yearly');
    await deliver(b.completed);
    const admin = await createUser(ctx, { role: 'Admin' });
    const [order] = await ordersOf(b.user.id);
    const res = await call(app, { method: 'POST', url: `/api/v1/billing/admin/orders/${order.id}/refund`, token: admin.token });
    expect(res.body).toMatchObject({ months: 11, refunded_cents: 14501 });
    const refund = stripe.refunds.at(-1)!;
    expect(refund).toMatchObject({ amount: 14501, metadata: { order_id: String(order.id) } });
    expect(stripe.subscriptions.get(b.paid.subscription!.id)!.status).toBe('canceled');
    expect((await me(app, b.token)).is_paid).toBe(false);
  });

  it('two sessions paid in two tabs: the first starts the subscription, the second is cancelled and refunded', async () => {
    const { user, token } = await createUser(ctx);
    const monthly = await startCheckout(token, 'monthly');
    const yearly = await startCheckout(token, 'yearly'); // supersedes the monthly one
    expect(stripe.sessions.get(monthly.session_id)!.status).toBe('expired');
    // Suppose both were paid anyway (the expiry raced the buyer): money moved twice at Stripe.
    const first = stripe.pay(monthly.session_id);
    const second = stripe.pay(yearly.session_id);
    await deliver(stripe.event('checkout.session.completed', first.session));
    await deliver(stripe.event('checkout.session.completed', second.session));
    const orders = await ordersOf(user.id);
    expect(orders.map((o) => `${o.item}:${o.status}:${o.failureReason ?? ''}`)).toEqual(['monthly:success:', 'yearly:cancelled:duplicate_refunded']);
    expect(stripe.subscriptions.get(second.subscription!.id)!.status).toBe('canceled');
    expect(stripe.refunds.some((r) => r.amount === 15820 && r.metadata.order_id === String(orders[1].id))).toBe(true);
    expect((await subsOf(ctx, user.id)).filter((s) => s.status !== 'expired')).toHaveLength(1);
    expect(await me(app, token)).toMatchObject({ is_paid: true, stripe_subscribed: true });
  });

  it('mentor verification as a one-time payment sets verify_status', async () => {
    const m = await createUser(ctx, { role: 'Mentor' });
    const co = await startCheckout(m.token, 'mentor_verify');
    const req = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.metadata?.user_id === String(m.user.id))!;
    expect(req.body).toMatchObject({ mode: 'payment', line_items: [{ price_data: { unit_amount: '2900' } }] });
    const paid = stripe.pay(co.session_id);
    await deliver(stripe.event('checkout.session.completed', paid.session));
    expect(await me(app, m.token)).toMatchObject({ verify_status: 'success', is_paid: false });
  });

  it('checkout.session.expired marks the order Expired', async () => {
    const { token, user } = await createUser(ctx);
    const co = await startCheckout(token);
    stripe.sessions.get(co.session_id)!.status = 'expired';
    await deliver(stripe.event('checkout.session.expired', stripe.sessions.get(co.session_id)!));
    expect((await ordersOf(user.id))[0].status).toBe('expired');
  });
});
