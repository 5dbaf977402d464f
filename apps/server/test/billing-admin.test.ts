import { describe, expect, it } from 'vitest';
import { atClock, checkout, complete, DAY, me, subscribe, subsOf } from './billing-helpers';
import { call, createUser, getTestEnv, lastMailTo, mailMatching, uniqueEmail } from './helpers';

const env = await getTestEnv();
const { app, ctx } = env;
const admin = await createUser(ctx, { role: 'Admin' });

describe('admin orders and refunds', () => {
  it('refunds an annual order by whole remaining months and ends access now', async () => {
    const { user, token } = await createUser(ctx);
    await subscribe(app, ctx, token, user.id, 'yearly');
    const list = await call(app, { method: 'GET', url: `/api/v1/billing/admin/orders?q=${encodeURIComponent(user.email)}`, token: admin.token });
    const order = list.body.items[0];
    expect(order).toMatchObject({ email: user.email, user_id: user.id, item: 'yearly', status: 'success', amount_cents: 15820, refundable_cents: 14501 }); // right after buying: 11 whole months left
    // 2.5 months later: 9 whole months are left of 12 → 15820 × 9 / 12 = 11865 cents.
    await atClock(ctx, 76 * DAY, admin.user.id, async (adminToken) => {
      const r = await call(app, { method: 'POST', url: `/api/v1/billing/admin/orders/${order.id}/refund`, token: adminToken });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ months: 9, refunded_cents: 11865, order: { refunded_cents: 11865, refundable_cents: 0 } });
      const again = await call(app, { method: 'POST', url: `/api/v1/billing/admin/orders/${order.id}/refund`, token: adminToken });
      expect(again).toMatchObject({ status: 409, body: { detail: 'BILLING_NOT_REFUNDABLE' } });
    });
    expect((await subsOf(ctx, user.id))[0].status).toBe('expired');
    expect((await me(app, token)).is_paid).toBe(false);
  });

  it('monthly orders are not refundable', async () => {
    const { user, token } = await createUser(ctx);
    await subscribe(app, ctx, token, user.id, 'monthly');
    const list = await call(app, { method: 'GET', url: `/api/v1/billing/admin/orders?q=${encodeURIComponent(user.email)}`, token: admin.token });
    const r = await call(app, { method: 'POST', url: `/api/v1/billing/admin/orders/${list.body.items[0].id}/refund`, token: admin.token });
    expect(r).toMatchObject({ status: 409, body: { detail: 'BILLING_NOT_REFUNDABLE' } });
    expect((await me(app, token)).is_paid).toBe(true);
  });

  it('filters by status, item and day; bad filters are 422; unknown order 404', async () => {
    const { token, user } = await createUser(ctx);
    await complete(app, token, await checkout(app, token, 'monthly'), 'decline');
    const q = (s: string) => call(app, { method: 'GET', url: `/api/v1/billing/admin/orders?q=${encodeURIComponent(user.email)}&${s}`, token: admin.token });
    expect((await q('status=fail')).body.total).toBe(1);
    expect((await q('status=success')).body.total).toBe(0);
    expect((await q('item=monthly')).body.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await q(`from=${today}&to=${today}`)).body.total).toBe(1);
    expect((await q('from=2000-01-01&to=2000-01-02')).body.total).toBe(0);
    for (const bad of ['status=paid', 'from=yesterday', 'size=1000', 'page=0']) expect((await q(bad)).status, bad).toBe(422);
    expect((await call(app, { method: 'POST', url: '/api/v1/billing/admin/orders/999999/refund', token: admin.token })).status).toBe(404);
    expect((await call(app, { method: 'POST', url: '/api/v1/billing/admin/orders/abc/refund', token: admin.token })).status).toBe(422);
  });
});

describe('group offers', () => {
  it('stores a quote request from a visitor and mails the admins and the requester', async () => {
    const email = uniqueEmail('school');
    const res = await call(app, {
      method: 'POST',
      url: '/api/v1/billing/quote',
      payload: {
        kind: 'demo',
        organization: 'Sunrise School',
        contact_name: 'Ms Li',
        email,
        seats: 120,
        preferred_date: '2027-03-01',
        message: 'Two campuses',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tier: 'campus', estimate_cents_per_year: 120 * 11865 });
    const ack = await lastMailTo(env, email);
    expect(ack?.raw).toContain('Sunrise School');
    // Other files' quote requests reach this admin too when the database is shared (PostgreSQL).
    const toAdmin = await mailMatching(env, admin.user.email, /Sunrise School/);
    expect(toAdmin?.raw).toMatch(/demo booking #\d+ from Sunrise School/);
  });

  it('takes only more than 35 licences and valid fields', async () => {
    for (const payload of [
      { kind: 'quote', organization: 'X School', contact_name: 'A', email: 'a@b.test', seats: 35 },
      { kind: 'quote', organization: 'X School', contact_name: 'A', email: 'not-mail', seats: 50 },
      { kind: 'call', organization: 'X School', contact_name: 'A', email: 'a@b.test', seats: 50 },
      { kind: 'quote', organization: '', contact_name: 'A', email: 'a@b.test', seats: 50 },
    ]) {
      const res = await call(app, { method: 'POST', url: '/api/v1/billing/quote', payload });
      expect(res.status, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('mentor verification', () => {
  it('a mentor pays the one-time fee and verify_status becomes success; members cannot buy it', async () => {
    const member = await createUser(ctx);
    const denied = await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token: member.token, payload: { plan: 'mentor_verify' } });
    expect(denied).toMatchObject({ status: 403, body: { detail: 'BILLING_MENTOR_ONLY' } });
    const mentor = await createUser(ctx, { role: 'Mentor' });
    expect((await me(app, mentor.token)).verify_status).toBe('not_verified');
    const sid = await checkout(app, mentor.token, 'mentor_verify');
    const done = await complete(app, mentor.token, sid, 'success');
    expect(done.body.order).toMatchObject({ status: 'success', item: 'mentor_verify', kind: 'one_time', amount_cents: 2900 });
    const m = await me(app, mentor.token);
    expect(m).toMatchObject({ verify_status: 'success', is_paid: false });
    const again = await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token: mentor.token, payload: { plan: 'mentor_verify' } });
    expect(again).toMatchObject({ status: 409, body: { detail: 'BILLING_MENTOR_ALREADY_VERIFIED' } });
  });
});
