import { z } from 'zod';
import { pageNumber, pageSize, paged, plainText, visitorLanguage } from './common';
import { FREE_USE_LIMIT, GROUP_OFFER_MIN_SUBSCRIPTIONS, PRICE_MONTHLY_CENTS, PRICE_YEARLY_CENTS } from './constants';

/** Error codes the billing API answers in `detail` (the client maps them to sentences). */
export const BILLING_ERRORS = {
  alreadySubscribed: 'BILLING_ALREADY_SUBSCRIBED',
  alreadyVerified: 'BILLING_MENTOR_ALREADY_VERIFIED',
  mentorOnly: 'BILLING_MENTOR_ONLY',
  notVerified: 'USER_NOT_VERIFIED',
  sessionNotFound: 'BILLING_SESSION_NOT_FOUND',
  sessionClosed: 'BILLING_SESSION_CLOSED',
  sandboxOnly: 'BILLING_SANDBOX_ONLY',
  noSubscription: 'BILLING_NO_SUBSCRIPTION',
  notCancellable: 'BILLING_NOT_CANCELLABLE',
  notResumable: 'BILLING_NOT_RESUMABLE',
  notRefundable: 'BILLING_NOT_REFUNDABLE',
  providerUnavailable: 'BILLING_PROVIDER_UNAVAILABLE',
  stripeNotConfigured: 'BILLING_STRIPE_NOT_CONFIGURED',
  badSignature: 'BILLING_BAD_SIGNATURE',
  freeLimitReached: 'FREE_LIMIT_REACHED',
  portalUnavailable: 'BILLING_PORTAL_UNAVAILABLE',
} as const;

/** One-time fee a teacher pays to have the profile checked and shown as verified (docs/decisions/0012). */
export const MENTOR_VERIFICATION_FEE_CENTS = 2900;
export const CURRENCY = 'usd';

export const PLAN_CODES = ['monthly', 'yearly', 'mentor_verify'] as const;
export const planCode = z.enum(PLAN_CODES);
export type PlanCode = z.infer<typeof planCode>;
/**
 * What an order can be for: a plan above, a ticket to a paid Speak event, priced by its
 * initiator and sold only through POST /debate/{id}/attendee (docs/decisions/0086), or a teacher's
 * material, priced by the teacher and sold only through POST /materials/{id}/checkout (decision 0119).
 */
export const ORDER_ITEMS = [...PLAN_CODES, 'event_ticket', 'material'] as const;
export const orderItem = z.enum(ORDER_ITEMS);
export type OrderItem = z.infer<typeof orderItem>;
/** Whether an order is a subscription or paid once. */
export const itemKind = (item: OrderItem): 'subscription' | 'one_time' => (item === 'event_ticket' || item === 'material' ? 'one_time' : PLANS[item].kind);
/** Items priced by their seller and bought once per thing (`ref`): several may be open at a time. */
export const isPerThingItem = (item: OrderItem): item is 'event_ticket' | 'material' => item === 'event_ticket' || item === 'material';
export const SUBSCRIPTION_PLANS = ['monthly', 'yearly'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** The plans people can buy by themselves; amounts in cents (spec 01 §9). */
export const PLANS: Record<PlanCode, { kind: 'subscription' | 'one_time'; amount_cents: number; months: number; refund: 'none' | 'by_month' }> = {
  monthly: { kind: 'subscription', amount_cents: PRICE_MONTHLY_CENTS, months: 1, refund: 'none' },
  yearly: { kind: 'subscription', amount_cents: PRICE_YEARLY_CENTS, months: 12, refund: 'by_month' },
  mentor_verify: { kind: 'one_time', amount_cents: MENTOR_VERIFICATION_FEE_CENTS, months: 0, refund: 'none' },
};

/**
 * Group offers above 35 subscriptions: annual licences priced per seat by licence size
 * (docs/decisions/0011). The last tier is quoted individually.
 */
export const GROUP_TIERS = [
  { code: 'school', min_seats: GROUP_OFFER_MIN_SUBSCRIPTIONS + 1, max_seats: 99, seat_cents_per_year: 12656 },
  { code: 'campus', min_seats: 100, max_seats: 249, seat_cents_per_year: 11865 },
  { code: 'district', min_seats: 250, max_seats: 499, seat_cents_per_year: 11074 },
  { code: 'enterprise', min_seats: 500, max_seats: null, seat_cents_per_year: null },
] as const;

export const plan = z.object({
  code: planCode,
  kind: z.enum(['subscription', 'one_time']),
  amount_cents: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']).nullable(),
  refund: z.enum(['none', 'by_month']),
});
export const groupTier = z.object({
  code: z.string(),
  min_seats: z.number().int(),
  max_seats: z.number().int().nullable(),
  seat_cents_per_year: z.number().int().nullable(),
});
export const plansResponse = z.object({
  plans: z.array(plan),
  group_tiers: z.array(groupTier),
  group_min_subscriptions: z.number().int(),
  free_use_limit: z.number().int(),
  provider: z.enum(['sandbox', 'stripe']),
});
export type PlansResponse = z.infer<typeof plansResponse>;

export const checkoutBody = z.object({ plan: planCode }).strict();
export const checkoutResponse = z.object({ checkout_url: z.string(), session_id: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const sessionParam = z.object({
  session_id: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, 'Invalid session id'),
});
export const SANDBOX_OUTCOMES = ['success', 'decline', 'cancel'] as const;
export const sandboxCompleteBody = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) }).strict();

/** Order statuses of spec 01 §4 / spec 02 §3 (labels Success, Fail, Cancelled, Expired, Pending). */
export const ORDER_STATUSES = ['not_started', 'pending', 'success', 'fail', 'cancelled', 'expired'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** An order or payment: ID, Status, Date, Item, Amount, Details (spec 01 §3). */
export const order = z.object({
  id: z.number().int(),
  status: orderStatus,
  date: z.string(),
  item: orderItem,
  /** What a ticket is for: `debate:<id>`. */
  ref: z.string().nullable(),
  kind: z.enum(['subscribe', 'renewal', 'one_time']),
  amount_cents: z.number().int(),
  currency: z.string(),
  refunded_cents: z.number().int(),
  refundable_cents: z.number().int(),
  details: z.object({
    provider: z.enum(['sandbox', 'stripe']),
    period_start: z.string().nullable(),
    period_end: z.string().nullable(),
    refunded_at: z.string().nullable(),
    failure_reason: z.string().nullable(),
    completed_at: z.string().nullable(),
  }),
});
export type Order = z.infer<typeof order>;
export const adminOrder = order.extend({ user_id: z.number().int(), email: z.string() });
export type AdminOrder = z.infer<typeof adminOrder>;
export const ordersPage = paged(order);
export const adminOrdersPage = paged(adminOrder);

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD');
export const ordersQuery = z.object({
  page: pageNumber,
  size: pageSize(250, 20),
});
export const adminOrdersQuery = ordersQuery.extend({
  status: orderStatus.optional(),
  item: orderItem.optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  q: z.string().trim().max(254).optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

export const checkoutView = z.object({
  session_id: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  order,
});
export type CheckoutView = z.infer<typeof checkoutView>;

/** Subscription states of spec 01 §4: success (active, renews), cancelled (ends at period end), expired, renew (renewal unpaid). */
export const SUBSCRIPTION_STATES = ['success', 'cancelled', 'expired', 'renew'] as const;
export const subscriptionState = z.enum(SUBSCRIPTION_STATES);
export const subscription = z.object({
  id: z.number().int(),
  plan: z.enum(SUBSCRIPTION_PLANS),
  status: subscriptionState,
  provider: z.enum(['sandbox', 'stripe']),
  started_at: z.string(),
  current_period_end: z.string(),
  renews: z.boolean(),
  canceled_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscription>;
export const subscriptionResponse = z.object({
  subscription: subscription.nullable(),
  is_paid: z.boolean(),
  stripe_subscribed: z.boolean(),
  can_manage_card: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

export const FEATURES = ['read', 'watch', 'speak'] as const;
export const entitlements = z.object({
  pro: z.boolean(),
  /** organization: a paid seat of a school's group offer (docs/decisions/0094). */
  reason: z.enum(['subscription', 'organization', 'admin', 'free']),
  free_uses: z.object({ used: z.number().int(), limit: z.number().int(), remaining: z.number().int() }),
  access_until: z.string().nullable(),
});
export type Entitlements = z.infer<typeof entitlements>;

export const QUOTE_KINDS = ['quote', 'demo'] as const;
export const quoteBody = z
  .object({
    kind: z.enum(QUOTE_KINDS),
    organization: plainText(200).pipe(z.string().min(2, 'Please enter the organisation')),
    contact_name: plainText(100).pipe(z.string().min(1, 'Please enter your name')),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid e-mail address')),
    phone: plainText(40).optional(),
    seats: z.coerce
      .number()
      .int()
      .min(GROUP_OFFER_MIN_SUBSCRIPTIONS + 1, `Group offers start above ${GROUP_OFFER_MIN_SUBSCRIPTIONS} subscriptions`)
      .max(1_000_000),
    preferred_date: dateOnly.optional(),
    message: plainText(2000).optional(),
    /** The interface language of the form: the acknowledgement to a visitor is written in it. */
    site_language: visitorLanguage,
  })
  .strict();
export type QuoteBody = z.input<typeof quoteBody>;
export const quoteResponse = z.object({
  id: z.number().int(),
  tier: z.string(),
  estimate_cents_per_year: z.number().int().nullable(),
});

export const refundResponse = z.object({ order: adminOrder, refunded_cents: z.number().int(), months: z.number().int() });
export const portalResponse = z.object({ url: z.string() });

export { FREE_USE_LIMIT, GROUP_OFFER_MIN_SUBSCRIPTIONS, PRICE_MONTHLY_CENTS, PRICE_YEARLY_CENTS };
