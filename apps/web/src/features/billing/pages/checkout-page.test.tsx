import type { CurrentUser } from '@lingbridge/contracts/accounts';
import type { CheckoutView } from '@lingbridge/contracts/billing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ABILITIES } from '../../../test/abilities';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as CheckoutPage } from './checkout-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const me = { id: 1, email: 'lina@school.test', nick_name: 'Lina', user_role: 'Member', abilities: ROLE_ABILITIES.Member } as unknown as CurrentUser;

const view = (item: 'monthly' | 'yearly'): CheckoutView => ({
  session_id: 'sbx_1',
  provider: 'sandbox',
  order: {
    id: 1,
    status: 'pending',
    date: '2026-11-29T23:00:00.000Z',
    item,
    ref: null,
    kind: 'subscribe',
    amount_cents: item === 'monthly' ? 1648 : 15820,
    currency: 'usd',
    refunded_cents: 0,
    refundable_cents: 0,
    details: { provider: 'sandbox', period_start: null, period_end: null, refunded_at: null, failure_reason: null, completed_at: null },
  },
});

function serve(data: CheckoutView) {
  localStorage.setItem('token', 'test-token');
  mockFetch((url) => {
    if (url.includes('/user/me')) return { status: 200, body: me };
    if (url.includes('/billing/checkout/sbx_1')) return { status: 200, body: data };
    return { status: 404, body: { detail: 'Not found' } };
  });
}

describe('/checkout/{session_id} (sandbox)', () => {
  it.each([
    ['en', 'monthly', 'Renews automatically every month until you cancel.'],
    ['en', 'yearly', 'Renews automatically every year until you cancel.'],
    ['es', 'monthly', 'Se renueva automáticamente cada mes hasta que canceles.'],
    ['es', 'yearly', 'Se renueva automáticamente cada año hasta que canceles.'],
    ['zh', 'monthly', '在你取消之前，每月自动续订。'],
  ] as const)('%s, %s plan: says how it renews in a sentence of that language', async (language, item, line) => {
    serve(view(item));
    await renderInShell(<CheckoutPage />, { route: '/checkout/sbx_1', path: '/checkout/:sessionId', namespaces: ['billing'], language });
    expect(await screen.findByText(line, undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
