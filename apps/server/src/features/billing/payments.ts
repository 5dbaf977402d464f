import { randomBytes } from 'node:crypto';
import type { OrderItem } from '@lingbridge/contracts/billing';
import type { AppContext } from '../../context';
import { createStripeProvider } from './stripe-provider';

/** A subscription as the processor reports it now (fetched on each event, so order does not matter). */
export interface ProviderSubscription {
  id: string;
  customer: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  periodStart: Date | null;
  periodEnd: Date | null;
  canceledAt: Date | null;
  endedAt: Date | null;
  metadata: Record<string, string>;
}

export interface CheckoutInput {
  orderId: number;
  userId: number;
  email: string;
  plan: OrderItem;
  /** Shown on the processor's page (a ticket names its event). */
  productName?: string;
  amountCents: number;
  currency: string;
  customerId: string | null;
}

/**
 * The payment port (ARCHITECTURE.md §1): the built-in sandbox by default, Stripe when
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. Calls that reach the processor are made
 * outside database transactions.
 */
export interface PaymentProvider {
  kind: 'sandbox' | 'stripe';
  ensureCustomer(input: { userId: number; email: string; existing: string | null }): Promise<string | null>;
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  expireCheckout(sessionId: string): Promise<void>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  cancelNow(subscriptionId: string): Promise<void>;
  /** Refunds part of a payment; answers the processor's refund id. */
  refund(input: { paymentId: string | null; invoiceId: string | null; amountCents: number; orderId: number; key: string }): Promise<string | null>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
}

/** The sandbox: checkout is a page of this app that says plainly no money moves. */
export function createSandboxProvider(publicUrl: string): PaymentProvider {
  return {
    kind: 'sandbox',
    ensureCustomer: async () => null,
    async createCheckout() {
      const sessionId = `sbx_${randomBytes(18).toString('base64url').replace(/-/g, 'A')}`;
      return { sessionId, url: `${publicUrl}/checkout/${sessionId}` };
    },
    expireCheckout: async () => undefined,
    setCancelAtPeriodEnd: async () => undefined,
    cancelNow: async () => undefined,
    refund: async () => null,
    portalUrl: async () => {
      throw new Error('the sandbox has no customer portal');
    },
    retrieveSubscription: async () => {
      throw new Error('the sandbox has no remote subscriptions');
    },
  };
}

const providers = new WeakMap<AppContext['config'], PaymentProvider>();

/** The payment provider the configuration asks for (one per configuration). */
export function paymentsOf(ctx: AppContext): PaymentProvider {
  let p = providers.get(ctx.config);
  if (!p) {
    p = ctx.config.stripe ? createStripeProvider(ctx.config.stripe, ctx.config.publicUrl) : createSandboxProvider(ctx.config.publicUrl);
    providers.set(ctx.config, p);
  }
  return p;
}
