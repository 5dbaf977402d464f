import { BILLING_ERRORS, PLANS } from '@lingbridge/contracts/billing';
import type { Tx } from '../../adapters/db';
import type { AppContext } from '../../context';
import type { BillingSubscriptionRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { withBillingFlags } from './flags';
import { recordCancelled, recordEnded, recordPaymentOutcome } from './domain-events';
import { paymentsOf, type ProviderSubscription } from './payments';
import * as repo from './repo';
import { flagsOf, schedulePeriodEnd } from './service';
import { verifyStripeEvent } from './stripe-provider';

/** The parts of a Stripe event billing reads (snapshot events, API 2026-10-28). */
export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, any> };
}

type Outcome = 'applied' | 'duplicate' | 'ignored';
const date = (s: unknown) => (typeof s === 'number' ? new Date(s * 1000) : null);
const idOf = (v: unknown) => (typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String((v as { id: unknown }).id) : null);
const intOf = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null);

/** Checks the signature on the raw body, then applies the event once. */
export async function receiveStripeWebhook(ctx: AppContext, raw: Buffer, signature: string | undefined): Promise<Outcome> {
  const cfg = ctx.config.stripe;
  if (!cfg) throw notFound(BILLING_ERRORS.stripeNotConfigured);
  let event: StripeEventLike;
  try {
    event = verifyStripeEvent(cfg, raw, signature) as unknown as StripeEventLike;
  } catch {
    throw badRequest(BILLING_ERRORS.badSignature);
  }
  return applyStripeEvent(ctx, event);
}

export async function applyStripeEvent(ctx: AppContext, event: StripeEventLike): Promise<Outcome> {
  const obj = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return onCheckoutCompleted(ctx, event, obj);
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return onCheckoutClosed(ctx, event, obj);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return onInvoice(ctx, event, obj, event.type === 'invoice.paid');
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncStripeSubscription(ctx, String(obj.id), event);
    default:
      return 'ignored';
  }
}

async function userOf(ctx: AppContext, metadata: Record<string, string> | null | undefined, customer: unknown) {
  const fromMeta = intOf(metadata?.user_id);
  if (fromMeta) return fromMeta;
  const cid = idOf(customer);
  return cid ? ((await repo.findAccountByCustomer(ctx.db, cid))?.userId ?? null) : null;
}

/** Stripe's subscription status in the spec's states. */
export function stateOf(remote: ProviderSubscription): BillingSubscriptionRow['status'] {
  if (remote.status === 'active' || remote.status === 'trialing') return remote.cancelAtPeriodEnd ? 'cancelled' : 'success';
  if (remote.status === 'canceled' || remote.status === 'incomplete_expired') return 'expired';
  return 'renew';
}

type Extra = (tx: Tx, sub: BillingSubscriptionRow | null) => Promise<void>;

/**
 * Brings the local subscription in line with Stripe's current state, fetched now (so events that
 * arrive out of order cannot bring back older state); paid periods only grow and an expired
 * subscription stays expired. `extra` applies the event's own effect (orders) in the same transaction.
 */
export async function syncStripeSubscription(
  ctx: AppContext,
  providerId: string,
  event: StripeEventLike | null,
  extra?: Extra,
  userHint?: number | null,
): Promise<Outcome> {
  let remote: ProviderSubscription;
  try {
    remote = await paymentsOf(ctx).retrieveSubscription(providerId);
  } catch (err) {
    if ((err as { code?: string })?.code === 'resource_missing') return 'ignored';
    ctx.log.error({ err, providerId }, 'could not read a subscription from Stripe');
    throw new AppError(503, BILLING_ERRORS.providerUnavailable);
  }
  const userId = userHint ?? (await userOf(ctx, remote.metadata, remote.customer));
  if (!userId) {
    ctx.log.warn({ providerId, event: event?.id }, 'a Stripe subscription of no known user');
    return 'ignored';
  }
  return withBillingFlags(ctx, userId, async (tx) => {
    await repo.lockAccount(tx, userId);
    if (event && !(await repo.recordEvent(tx, event))) return { value: 'duplicate' as const };
    const now = ctx.now();
    const state = stateOf(remote);
    const paidEnd = state === 'success' || state === 'cancelled' ? remote.periodEnd : null;
    let local = await repo.findSubscriptionByProvider(tx, providerId);
    if (!local && state !== 'expired') {
      const other = await repo.findLiveSubscription(tx, userId);
      if (!other) {
        const plan = remote.metadata.plan === 'yearly' ? 'yearly' : 'monthly';
        local = await repo.insertSubscription(tx, {
          userId,
          plan,
          status: state,
          provider: 'stripe',
          providerSubscriptionId: providerId,
          currentPeriodStart: remote.periodStart ?? now,
          paidThrough: paidEnd ?? remote.periodStart ?? now,
          canceledAt: remote.canceledAt,
          providerEventAt: event?.created ?? 0,
        });
        await schedulePeriodEnd(ctx, tx, local);
      }
    } else if (local && local.status !== 'expired' && (!event || event.created >= local.providerEventAt)) {
      const paidThrough = paidEnd && paidEnd > local.paidThrough ? paidEnd : local.paidThrough;
      const was = local.status;
      local = await repo.updateSubscription(tx, local.id, {
        status: state,
        currentPeriodStart: remote.periodStart ?? local.currentPeriodStart,
        paidThrough,
        canceledAt: state === 'cancelled' ? (remote.canceledAt ?? local.canceledAt ?? now) : state === 'success' ? null : local.canceledAt,
        endedAt: state === 'expired' ? (remote.endedAt ?? now) : null,
        providerEventAt: Math.max(local.providerEventAt, event?.created ?? 0),
      });
      if (state !== 'expired') await schedulePeriodEnd(ctx, tx, local);
      // Cancelled in Stripe's customer portal, or ended there: told as if done here.
      if (state === 'cancelled' && was !== 'cancelled') await recordCancelled(tx, local);
      if (state === 'expired') await recordEnded(tx, local);
    }
    if (extra) await extra(tx, local);
    return { value: 'applied' as const, flags: await flagsOf(tx, userId, now) };
  });
}

async function onCheckoutCompleted(ctx: AppContext, event: StripeEventLike, s: Record<string, any>): Promise<Outcome> {
  const orderId = intOf(s.metadata?.order_id) ?? intOf(s.client_reference_id);
  const order = orderId ? await repo.findOrder(ctx.db, orderId) : await repo.findOrderBySession(ctx.db, String(s.id));
  if (!order) return 'ignored';
  const paid = s.payment_status === 'paid' || s.payment_status === 'no_payment_required';
  if (s.mode !== 'subscription') {
    return withBillingFlags(ctx, order.userId, async (tx) => {
      await repo.lockAccount(tx, order.userId);
      if (!(await repo.recordEvent(tx, event))) return { value: 'duplicate' as const };
      const row = (await repo.findOrderForUpdate(tx, order.id))!;
      if (!paid || row.status === 'success') return { value: 'applied' as const };
      const done = await repo.updateOrder(tx, row.id, {
        status: 'success',
        completedAt: ctx.now(),
        providerSessionId: row.providerSessionId ?? String(s.id),
        providerPaymentId: idOf(s.payment_intent),
        failureReason: null,
      });
      if (done) await recordPaymentOutcome(tx, done);
      return { value: 'applied' as const, flags: row.item === 'mentor_verify' ? { verifyStatus: 'success' as const } : undefined };
    });
  }
  const providerSub = idOf(s.subscription);
  if (!providerSub) return 'ignored';
  let duplicate = false;
  const outcome = await syncStripeSubscription(
    ctx,
    providerSub,
    event,
    async (tx, sub) => {
      const row = (await repo.findOrderForUpdate(tx, order.id))!;
      if (!sub || sub.providerSubscriptionId !== providerSub) {
        // The user already has another live subscription: this one is cancelled and refunded after commit.
        duplicate = true;
        if (row.status !== 'success') await repo.updateOrder(tx, row.id, { status: 'cancelled', failureReason: 'duplicate_refunded' });
        return;
      }
      if (row.status === 'success' || !paid) return;
      const invoiceId = idOf(s.invoice);
      const taken = invoiceId ? await repo.findOrderByInvoice(tx, invoiceId) : null;
      const done = await repo.updateOrder(tx, row.id, {
        status: 'success',
        completedAt: ctx.now(),
        subscriptionId: sub.id,
        periodStart: sub.currentPeriodStart,
        periodEnd: sub.paidThrough,
        providerSessionId: row.providerSessionId ?? String(s.id),
        providerInvoiceId: taken && taken.id !== row.id ? row.providerInvoiceId : (invoiceId ?? row.providerInvoiceId),
        failureReason: null,
      });
      if (done) await recordPaymentOutcome(tx, done);
    },
    order.userId,
  );
  if (duplicate) {
    const payments = paymentsOf(ctx);
    try {
      await payments.cancelNow(providerSub);
      await payments.refund({
        paymentId: null,
        invoiceId: idOf(s.invoice),
        amountCents: Number(s.amount_total) || order.amountCents,
        orderId: order.id,
        key: `duplicate-${providerSub}`,
      });
    } catch (err) {
      ctx.log.error({ err, order: order.id, providerSub }, 'a duplicate subscription could not be cancelled and refunded; do it in the Stripe dashboard');
    }
  }
  return outcome;
}

async function onCheckoutClosed(ctx: AppContext, event: StripeEventLike, s: Record<string, any>): Promise<Outcome> {
  const order = await repo.findOrderBySession(ctx.db, String(s.id));
  if (!order) return 'ignored';
  return withBillingFlags(ctx, order.userId, async (tx) => {
    await repo.lockAccount(tx, order.userId);
    if (!(await repo.recordEvent(tx, event))) return { value: 'duplicate' as const };
    const row = (await repo.findOrderForUpdate(tx, order.id))!;
    if (row.status === 'pending' || row.status === 'not_started') {
      const closed = await repo.updateOrder(
        tx,
        row.id,
        event.type === 'checkout.session.expired' ? { status: 'expired' } : { status: 'fail', failureReason: 'payment_failed' },
      );
      if (closed) await recordPaymentOutcome(tx, closed);
    }
    return { value: 'applied' as const };
  });
}

async function onInvoice(ctx: AppContext, event: StripeEventLike, inv: Record<string, any>, paid: boolean): Promise<Outcome> {
  const details = inv.parent?.subscription_details ?? null;
  const providerSub = idOf(details?.subscription ?? inv.subscription);
  if (!providerSub) return 'ignored';
  const meta = (details?.metadata ?? {}) as Record<string, string>;
  const line = inv.lines?.data?.[0]?.period ?? {};
  const periodStart = date(line.start);
  const periodEnd = date(line.end);
  const first = inv.billing_reason === 'subscription_create';
  const userHint = await userOf(ctx, meta, inv.customer);
  return syncStripeSubscription(
    ctx,
    providerSub,
    event,
    async (tx, sub) => {
      if (!sub || sub.providerSubscriptionId !== providerSub) return;
      if (paid && periodEnd && periodEnd > sub.paidThrough && sub.status !== 'expired') {
        sub = await repo.updateSubscription(tx, sub.id, { paidThrough: periodEnd });
        await schedulePeriodEnd(ctx, tx, sub);
      }
      const invoiceId = String(inv.id);
      const checkoutOrder = first ? intOf(meta.order_id) : null;
      const existing = (await repo.findOrderByInvoice(tx, invoiceId)) ?? (checkoutOrder ? await repo.findOrder(tx, checkoutOrder) : null);
      const amount = Number(paid ? inv.amount_paid : inv.amount_due) || PLANS[sub.plan].amount_cents;
      if (existing) {
        if (existing.status === 'success') return;
        const settled = await repo.updateOrder(tx, existing.id, {
          status: paid ? 'success' : 'fail',
          providerInvoiceId: invoiceId,
          subscriptionId: sub.id,
          periodStart,
          periodEnd,
          completedAt: paid ? ctx.now() : null,
          failureReason: paid ? null : 'payment_failed',
        });
        if (settled) await recordPaymentOutcome(tx, settled);
        return;
      }
      if (first) return;
      const renewal = await repo.insertOrder(tx, {
        userId: sub.userId,
        customerEmail: (await repo.findSubscriptionEmail(tx, sub.id)) ?? String(inv.customer_email ?? ''),
        item: sub.plan,
        kind: 'renewal',
        status: paid ? 'success' : 'fail',
        amountCents: amount,
        currency: String(inv.currency ?? 'usd'),
        provider: 'stripe',
        providerInvoiceId: invoiceId,
        subscriptionId: sub.id,
        periodStart,
        periodEnd,
        completedAt: paid ? ctx.now() : null,
        failureReason: paid ? null : 'payment_failed',
      });
      await recordPaymentOutcome(tx, renewal);
    },
    userHint,
  );
}
