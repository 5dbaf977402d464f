import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';

const env = await getTestEnv();
const { app, ctx } = env;

type Role = 'visitor' | 'unverified' | 'Member' | 'Mentor' | 'Admin';
const roles: Role[] = ['visitor', 'unverified', 'Member', 'Mentor', 'Admin'];
const tokens: Record<Role, string | undefined> = { visitor: undefined, unverified: '', Member: '', Mentor: '', Admin: '' };
tokens.unverified = (await createUser(ctx, { verified: false })).token;
for (const r of ['Member', 'Mentor', 'Admin'] as const) tokens[r] = (await createUser(ctx, { role: r })).token;

const quote = { kind: 'quote', organization: 'Policy School', contact_name: 'P', email: 'policy@school.test', seats: 40 };

/** Each billing action and the status each role gets: the policy table of the billing feature. */
const table: { action: string; method: 'GET' | 'POST'; url: string; payload?: object; expect: Record<Role, number> }[] = [
  { action: 'read plans', method: 'GET', url: '/api/v1/billing/plans', expect: { visitor: 200, unverified: 200, Member: 200, Mentor: 200, Admin: 200 } },
  {
    action: 'request a group quote',
    method: 'POST',
    url: '/api/v1/billing/quote',
    payload: quote,
    expect: { visitor: 201, unverified: 201, Member: 201, Mentor: 201, Admin: 201 },
  },
  {
    action: 'start a monthly checkout',
    method: 'POST',
    url: '/api/v1/billing/checkout',
    payload: { plan: 'monthly' },
    expect: { visitor: 401, unverified: 403, Member: 201, Mentor: 201, Admin: 201 },
  },
  {
    action: 'start the mentor verification checkout',
    method: 'POST',
    url: '/api/v1/billing/checkout',
    payload: { plan: 'mentor_verify' },
    expect: { visitor: 401, unverified: 403, Member: 403, Mentor: 201, Admin: 403 },
  },
  { action: 'list my orders', method: 'GET', url: '/api/v1/billing/orders', expect: { visitor: 401, unverified: 200, Member: 200, Mentor: 200, Admin: 200 } },
  {
    action: 'read my subscription',
    method: 'GET',
    url: '/api/v1/billing/subscription',
    expect: { visitor: 401, unverified: 200, Member: 200, Mentor: 200, Admin: 200 },
  },
  {
    action: 'read my entitlements',
    method: 'GET',
    url: '/api/v1/billing/entitlements',
    expect: { visitor: 401, unverified: 200, Member: 200, Mentor: 200, Admin: 200 },
  },
  {
    action: 'cancel a subscription I do not have',
    method: 'POST',
    url: '/api/v1/billing/subscription/cancel',
    expect: { visitor: 401, unverified: 404, Member: 404, Mentor: 404, Admin: 404 },
  },
  {
    action: 'open the card portal (sandbox: none)',
    method: 'POST',
    url: '/api/v1/billing/portal',
    expect: { visitor: 401, unverified: 403, Member: 409, Mentor: 409, Admin: 409 },
  },
  {
    action: 'admin: list all orders',
    method: 'GET',
    url: '/api/v1/billing/admin/orders',
    expect: { visitor: 401, unverified: 403, Member: 403, Mentor: 403, Admin: 200 },
  },
  {
    action: 'admin: refund an order',
    method: 'POST',
    url: '/api/v1/billing/admin/orders/2147483647/refund',
    expect: { visitor: 401, unverified: 403, Member: 403, Mentor: 403, Admin: 404 },
  },
  {
    action: 'move the test clock',
    method: 'POST',
    url: '/api/v1/billing/test/clock',
    payload: { offset_ms: 0 },
    expect: { visitor: 401, unverified: 403, Member: 403, Mentor: 403, Admin: 200 },
  },
  {
    action: 'stripe webhook in sandbox mode',
    method: 'POST',
    url: '/api/v1/billing/webhook/stripe',
    payload: {},
    expect: { visitor: 404, unverified: 404, Member: 404, Mentor: 404, Admin: 404 },
  },
];

describe('billing policy: each role against each action', () => {
  for (const row of table)
    for (const role of roles)
      it(`${role} → ${row.action}: ${row.expect[role]}`, async () => {
        const res = await call(app, { method: row.method, url: row.url, token: tokens[role], payload: row.payload });
        expect(res.status, JSON.stringify(res.body)).toBe(row.expect[role]);
      });

  it('only the buyer completes a sandbox session; an unverified buyer is refused', async () => {
    const owner = await createUser(ctx);
    const res = await call(app, { method: 'POST', url: '/api/v1/billing/checkout', token: owner.token, payload: { plan: 'monthly' } });
    const url = `/api/v1/billing/sandbox/${res.body.session_id}/complete`;
    for (const role of roles) {
      const r = await call(app, { method: 'POST', url, token: tokens[role], payload: { outcome: 'cancel' } });
      expect(r.status, role).toBe(role === 'visitor' ? 401 : role === 'Admin' ? 403 : 404);
    }
    expect((await call(app, { method: 'POST', url, token: owner.token, payload: { outcome: 'cancel' } })).status).toBe(200);
  });
});
