import { PLANS, isPerThingItem } from '@lingbridge/contracts/billing';
import type Stripe from 'stripe';
import { lazyRequire } from '../../lazy-require';
import type { PaymentProvider, ProviderSubscription } from './payments';

type StripeConfig = { secretKey: string; webhookSecret: string; apiBase: string | null };

const PRODUCT_NAMES = {
  monthly: 'Lingbridge full access, monthly',
  yearly: 'Lingbridge full access, yearly',
  mentor_verify: 'Lingbridge mentor verification',
  event_ticket: 'Lingbridge Speak ticket',
  material: 'Lingbridge teaching material',
} as const;

// Loaded when a Stripe client is first made: a server without STRIPE_SECRET_KEY never loads it.
const stripeClass = lazyRequire<typeof Stripe>('stripe');

/** A Stripe client; STRIPE_API_BASE points it elsewhere (a proxy, or the test double). */
export function stripeClient(cfg: StripeConfig) {
  const opts: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000 };
  if (cfg.apiBase) {
    const u = new URL(cfg.apiBase);
    opts.host = u.hostname;
    opts.port = u.port || (u.protocol === 'https:' ? '443' : '80');
    opts.protocol = u.protocol === 'https:' ? 'https' : 'http';
  }
  const StripeClient = stripeClass();
  return new StripeClient(cfg.secretKey, opts);
}

const date = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);

/** Reads the fields billing needs; the period lives on the subscription's items since API 2025-03-31. */
export function readSubscription(s: Stripe.Subscription): ProviderSubscription {
  const item = s.items?.data?.[0];
  return {
    id: s.id,
    customer: idOf(s.customer as string | { id: string }),
    status: s.status,
    cancelAtPeriodEnd: !!s.cancel_at_period_end,
    periodStart: date(item?.current_period_start),
    periodEnd: date(item?.current_period_end),
    canceledAt: date(s.canceled_at),
    endedAt: date(s.ended_at),
    metadata: (s.metadata ?? {}) as Record<string, string>,
  };
}

/** Stripe Checkout Sessions, the customer portal, refunds and subscription changes. */
export function createStripeProvider(cfg: StripeConfig, publicUrl: string): PaymentProvider {
  const stripe = stripeClient(cfg);
  return {
    kind: 'stripe',
    async ensureCustomer({ userId, email, existing }) {
      if (existing) return existing;
      const c = await stripe.customers.create({ email, metadata: { user_id: String(userId) } }, { idempotencyKey: `lingbridge-customer-${userId}` });
      return c.id;
    },
    async createCheckout(input) {
      const plan = isPerThingItem(input.plan) ? null : PLANS[input.plan];
      const metadata = { order_id: String(input.orderId), user_id: String(input.userId), plan: input.plan };
      const subscription = plan?.kind === 'subscription';
      const session = await stripe.checkout.sessions.create(
        {
          mode: subscription ? 'subscription' : 'payment',
          customer: input.customerId ?? undefined,
          client_reference_id: String(input.orderId),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.productName ?? PRODUCT_NAMES[input.plan] },
                ...(subscription ? { recurring: { interval: plan?.months === 12 ? ('year' as const) : ('month' as const) } } : {}),
              },
            },
          ],
          metadata,
          ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          success_url: `${publicUrl}/payment?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${publicUrl}/cancel?session_id={CHECKOUT_SESSION_ID}`,
        },
        // Two requests for one order (double click, two tabs) get the same session.
        { idempotencyKey: `lingbridge-checkout-${input.orderId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async setCancelAtPeriodEnd(id, cancel) {
      await stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
    },
    async cancelNow(id) {
      await stripe.subscriptions.cancel(id);
    },
    async refund({ paymentId, invoiceId, amountCents, orderId, key }) {
      let paymentIntent = paymentId;
      if (!paymentIntent && invoiceId) {
        const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
        const paid = payments.data.find((p) => p.status === 'paid') ?? payments.data[0];
        paymentIntent = idOf(paid?.payment?.payment_intent as string | { id: string } | undefined);
      }
      if (!paymentIntent) throw new Error('no payment to refund');
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents, metadata: { order_id: String(orderId) } },
        { idempotencyKey: `lingbridge-refund-${key}` },
      );
      return refund.id;
    },
    async portalUrl(customerId, returnUrl) {
      const s = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return s.url;
    },
    async retrieveSubscription(id) {
      return readSubscription(await stripe.subscriptions.retrieve(id));
    },
  };
}

const verifiers = new WeakMap<StripeConfig, Stripe>();

/** Checks a webhook's signature on the raw body and its timestamp (5 minutes' tolerance). */
export function verifyStripeEvent(cfg: StripeConfig, raw: Buffer, signature: string | undefined): Stripe.Event {
  let client = verifiers.get(cfg);
  if (!client) verifiers.set(cfg, (client = stripeClient(cfg)));
  return client.webhooks.constructEvent(raw, signature ?? '', cfg.webhookSecret, 300);
}
