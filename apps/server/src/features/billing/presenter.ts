import {
  CURRENCY,
  FREE_USE_LIMIT,
  GROUP_OFFER_MIN_SUBSCRIPTIONS,
  GROUP_TIERS,
  PLAN_CODES,
  PLANS,
  type AdminOrder,
  type Order,
  type PlansResponse,
  type Subscription,
} from '@lingbridge/contracts/billing';
import type { BillingOrderRow, BillingSubscriptionRow } from '../../db/schema';
import { refundFor } from './periods';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentPlans(provider: 'sandbox' | 'stripe'): PlansResponse {
  return {
    plans: PLAN_CODES.map((code) => ({
      code,
      kind: PLANS[code].kind,
      amount_cents: PLANS[code].amount_cents,
      currency: CURRENCY,
      interval: PLANS[code].months === 1 ? 'month' : PLANS[code].months === 12 ? 'year' : null,
      refund: PLANS[code].refund,
    })),
    group_tiers: GROUP_TIERS.map((t) => ({ ...t })),
    group_min_subscriptions: GROUP_OFFER_MIN_SUBSCRIPTIONS,
    free_use_limit: FREE_USE_LIMIT,
    provider,
  };
}

export function presentOrder(o: BillingOrderRow, now: Date): Order {
  return {
    id: o.id,
    status: o.status,
    date: o.createdAt.toISOString(),
    item: o.item,
    ref: o.ref,
    kind: o.kind,
    amount_cents: o.amountCents,
    currency: o.currency,
    refunded_cents: o.refundedCents,
    refundable_cents: refundFor(o, now).cents,
    details: {
      provider: o.provider,
      period_start: iso(o.periodStart),
      period_end: iso(o.periodEnd),
      refunded_at: iso(o.refundedAt),
      failure_reason: o.failureReason,
      completed_at: iso(o.completedAt),
    },
  };
}

export const presentAdminOrder = (o: BillingOrderRow, now: Date): AdminOrder => ({
  ...presentOrder(o, now),
  user_id: o.userId,
  email: o.customerEmail,
});

export function presentSubscription(s: BillingSubscriptionRow): Subscription {
  return {
    id: s.id,
    plan: s.plan,
    status: s.status,
    provider: s.provider,
    started_at: s.createdAt.toISOString(),
    current_period_end: s.paidThrough.toISOString(),
    renews: s.status === 'success',
    canceled_at: iso(s.canceledAt),
    ended_at: iso(s.endedAt),
  };
}

/**
 * GET /billing/subscription: the subscription and whether the user is paid now, by the rule of
 * `flagsOf` (and so of /user/me): a live subscription, or a paid seat of an organisation (0094).
 */
export function presentSubscriptionState(s: BillingSubscriptionRow | null, now: Date, hasCustomer: boolean, paidSeat: boolean) {
  const live = !!s && s.status !== 'expired';
  const autoRenewing = live && s!.provider === 'stripe' && s!.status === 'success';
  return {
    subscription: s ? presentSubscription(s) : null,
    is_paid: (live && (s!.paidThrough > now || autoRenewing)) || paidSeat,
    stripe_subscribed: autoRenewing,
    can_manage_card: hasCustomer && s?.provider === 'stripe',
  };
}
