import type { CurrentUser } from '@lingbridge/contracts/accounts';
import type { Entitlements, PlansResponse } from '@lingbridge/contracts/billing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ABILITIES } from '../../../test/abilities';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as SubscriptionPage } from './subscription-page';
import { Component as SubscribePage } from './subscribe-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const me = {
  id: 1,
  email: 'lina@school.test',
  nick_name: 'Lina',
  user_role: 'Member',
  is_paid: true,
  abilities: ROLE_ABILITIES.Member,
} as unknown as CurrentUser;

const plans: PlansResponse = {
  plans: [
    { code: 'monthly', kind: 'subscription', amount_cents: 1648, currency: 'usd', interval: 'month', refund: 'none' },
    { code: 'yearly', kind: 'subscription', amount_cents: 15820, currency: 'usd', interval: 'year', refund: 'by_month' },
  ],
  group_tiers: [],
  group_min_subscriptions: 35,
  free_use_limit: 3,
  provider: 'sandbox',
} as unknown as PlansResponse;

/** A learner whose school pays their seat (decision 0094): PRO without a subscription of their own. */
function serveSeat() {
  localStorage.setItem('token', 'test-token');
  const ent: Entitlements = { pro: true, reason: 'organization', free_uses: { used: 0, limit: 3, remaining: 3 }, access_until: '2027-06-30T00:00:00.000Z' };
  mockFetch((url) => {
    if (url.includes('/user/me')) return { status: 200, body: me };
    if (url.includes('/billing/subscription'))
      return { status: 200, body: { subscription: null, is_paid: false, stripe_subscribed: false, can_manage_card: false } };
    if (url.includes('/billing/entitlements')) return { status: 200, body: ent };
    if (url.includes('/billing/plans')) return { status: 200, body: plans };
    if (url.includes('/order')) return { status: 200, body: { items: [], total: 0, page: 1, pages: 1 } };
    return { status: 404, body: { detail: 'Not found' } };
  });
}

describe('a seat paid by the organisation', () => {
  it('/user/subscription says the organisation gives full access until its date, not "No subscription"', async () => {
    serveSeat();
    await renderInShell(<SubscriptionPage />, { route: '/user/subscription', namespaces: ['billing'] });
    expect(await screen.findByText(/Your organisation gives you full access until/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(screen.queryByText('No subscription')).not.toBeInTheDocument();
  });

  it('/subscribe tells the learner they already have full access through their organisation', async () => {
    serveSeat();
    await renderInShell(<SubscribePage />, { route: '/subscribe', namespaces: ['billing'] });
    expect(await screen.findByText(/Your organisation gives you full access until/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
