import { BILLING_ERRORS, CURRENCY, PLANS, isPerThingItem, itemKind, type OrderItem, type PlanCode } from '@lingbridge/contracts/billing';
import type { Tx } from '../../adapters/db';
import type { AppContext } from '../../context';
import type { BillingOrderRow, BillingSubscriptionRow, UserRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { forgetCachedUser, setBillingFlags } from '../accounts/service';
import { paidSeatUntil } from '../organizations/seats';
import { withBillingFlags, type BillingFlags } from './flags';
import { recordPaymentOutcome } from './domain-events';
import { periodEndJob } from './jobs';
import { paymentsOf } from './payments';
import { periodEnd } from './periods';
import * as repo from './repo';
import { pageAnswer } from '../../db/page';

/** A pending checkout is reused for this long, then the sweep marks it expired. */
export const CHECKOUT_TTL_MS = 24 * 3_600_000;

export const unavailable = () => new AppError(503, BILLING_ERRORS.providerUnavailable);

/**
 * is_paid and stripe_subscribed as the committed billing state says (read inside the locked
 * transaction): a live subscription, or a paid seat of an organisation (docs/decisions/0094).
 */
export async function flagsOf(tx: Tx, userId: number, now: Date): Promise<BillingFlags> {
  const sub = await repo.findLiveSubscription(tx, userId);
  const seat = async () => !!(await paidSeatUntil(tx, userId, now));
  if (!sub) return { isPaid: await seat(), stripeSubscribed: false };
  // A Stripe subscription that renews stays paid until Stripe reports a failed or cancelled renewal.
  const autoRenewing = sub.provider === 'stripe' && sub.status === 'success';
  return { isPaid: sub.paidThrough > now || autoRenewing || (await seat()), stripeSubscribed: autoRenewing };
}

/**
 * Recomputes is_paid of these users in the caller's transaction, after their seats changed (joined or
 * left a paid organisation, its seats paid or expired). Each user's billing row is locked first, as
 * every billing change does. Evict them after commit with `forgetPaidUsers`.
 */
export async function refreshPaidFlags(tx: Tx, userIds: number[], now: Date) {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
    await repo.lockAccount(tx, id);
    await setBillingFlags(tx, id, await flagsOf(tx, id, now));
  }
}

export async function forgetPaidUsers(ctx: AppContext, userIds: number[]) {
  for (const id of new Set(userIds)) await forgetCachedUser(ctx, id);
}

/** Schedules the settlement of a subscription's paid period at its end (persisted; one job per period). */
export async function schedulePeriodEnd(ctx: AppContext, tx: Tx, sub: Pick<BillingSubscriptionRow, 'id' | 'paidThrough'>) {
  await ctx.jobs.enqueue(
    periodEndJob,
    { subscriptionId: sub.id },
    { tx, runAt: sub.paidThrough, dedupeKey: `billing.period-end:${sub.id}:${sub.paidThrough.toISOString()}` },
  );
}

/**
 * Starts a checkout for a plan: one open checkout per user and item at a time (a second click or
 * tab gets the same session), none while a subscription is live, then the processor's session.
 */
export async function startCheckout(ctx: AppContext, user: UserRow, plan: PlanCode) {
  return startOrder(ctx, user, { item: plan, amountCents: PLANS[plan].amount_cents, ref: null });
}

/**
 * Starts the checkout of a ticket to a paid Speak event (docs/decisions/0086): priced by the event,
 * one open checkout per user and event; completing it records billing.payment-succeeded with the
 * ticket's `ref`, which Speak turns into an approved ticket.
 */
export async function startTicketCheckout(ctx: AppContext, user: UserRow, t: { ref: string; amountCents: number; productName: string }) {
  return startOrder(ctx, user, { item: 'event_ticket', amountCents: t.amountCents, ref: t.ref, productName: t.productName });
}

/**
 * Starts the checkout of a teacher's material (decision 0119): priced by the teacher, one open
 * checkout per user and material; a successful order of `material:<id>` is the buyer's entitlement.
 */
export async function startMaterialCheckout(ctx: AppContext, user: UserRow, m: { ref: string; amountCents: number; productName: string }) {
  return startOrder(ctx, user, { item: 'material', amountCents: m.amountCents, ref: m.ref, productName: m.productName });
}

/** Whether the user has paid for `ref` (a material) and kept it: a successful order, not refunded. */
export async function hasPaidFor(ctx: AppContext, userId: number, item: OrderItem, ref: string) {
  return repo.hasPaidOrder(ctx.db, userId, item, ref);
}

/** The refs among `refs` the user has paid for (list pages mark what is bought in one query). */
export async function paidRefs(ctx: AppContext, userId: number, item: OrderItem, refs: string[]) {
  return repo.paidRefs(ctx.db, userId, item, refs);
}

async function startOrder(ctx: AppContext, user: UserRow, o: { item: OrderItem; amountCents: number; ref: string | null; productName?: string }) {
  const payments = paymentsOf(ctx);
  const plan = o.item;
  const def = { kind: itemKind(o.item) };
  const now = ctx.now();
  const reserved = await ctx.db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, user.id);
    if (def.kind === 'subscription' && (await repo.findLiveSubscription(tx, user.id))) throw conflict(BILLING_ERRORS.alreadySubscribed);
    if (plan === 'mentor_verify' && user.verifyStatus === 'success') throw conflict(BILLING_ERRORS.alreadyVerified);
    const open = await repo.findOpenOrders(tx, user.id);
    const fresh = (o: BillingOrderRow) => now.getTime() - o.createdAt.getTime() < CHECKOUT_TTL_MS - 3_600_000;
    const same = open.find((x) => x.item === plan && x.ref === o.ref && x.provider === payments.kind && fresh(x));
    if (same) return { order: same, account, superseded: [] as BillingOrderRow[] };
    // Another plan's open checkout is closed, so only one of them can ever complete.
    // Tickets to other events and other materials stay open: each is its own purchase.
    const superseded = isPerThingItem(plan) ? [] : open.filter((x) => !isPerThingItem(x.item) && itemKind(x.item) === def.kind);
    for (const o of superseded) await repo.updateOrder(tx, o.id, { status: 'cancelled', failureReason: 'superseded' });
    const order = await repo.insertOrder(tx, {
      userId: user.id,
      customerEmail: user.email,
      item: plan,
      ref: o.ref,
      kind: def.kind === 'subscription' ? 'subscribe' : 'one_time',
      status: 'not_started',
      amountCents: o.amountCents,
      currency: CURRENCY,
      provider: payments.kind,
    });
    return { order, account, superseded };
  });
  const { order, account } = reserved;
  if (order.providerSessionId && order.checkoutUrl) return { sessionId: order.providerSessionId, url: order.checkoutUrl };
  for (const o of reserved.superseded)
    if (o.providerSessionId && o.provider === 'stripe')
      payments.expireCheckout(o.providerSessionId).catch((err) => ctx.log.warn({ err, order: o.id }, 'could not expire a superseded checkout'));

  let session: { sessionId: string; url: string };
  try {
    const customerId = await payments.ensureCustomer({ userId: user.id, email: user.email, existing: account.stripeCustomerId });
    if (customerId && customerId !== account.stripeCustomerId) await repo.setStripeCustomer(ctx.db, user.id, customerId);
    session = await payments.createCheckout({
      orderId: order.id,
      userId: user.id,
      email: user.email,
      plan,
      productName: o.productName,
      amountCents: order.amountCents,
      currency: order.currency,
      customerId,
    });
  } catch (err) {
    ctx.log.error({ err, order: order.id }, 'the payment provider did not open a checkout');
    throw unavailable();
  }
  // Only the first writer attaches its session; a concurrent request answers the same one.
  const attached = await ctx.db.transaction(async (tx) => {
    const row = await repo.findOrderForUpdate(tx, order.id);
    if (!row) throw notFound();
    if (row.providerSessionId) return row;
    return (await repo.updateOrder(tx, order.id, {
      status: row.status === 'not_started' ? 'pending' : row.status,
      providerSessionId: session.sessionId,
      checkoutUrl: session.url,
    }))!;
  });
  return { sessionId: attached.providerSessionId!, url: attached.checkoutUrl! };
}

/**
 * Closes every unfinished checkout of a thing that can no longer be sold (the tickets of a cancelled
 * event; one buyer's, given `userId`), in the caller's transaction, so none of them can be paid any more. Answers a function to
 * call after commit that expires the provider's sessions.
 */
export async function closeOpenCheckouts(ctx: AppContext, tx: Tx, item: OrderItem, ref: string, reason: string, userId?: number) {
  const open = await repo.lockOpenOrdersOf(tx, item, ref, userId);
  for (const o of open) await repo.updateOrder(tx, o.id, { status: 'cancelled', failureReason: reason });
  return () => {
    const payments = paymentsOf(ctx);
    for (const o of open)
      if (o.providerSessionId && o.provider === 'stripe')
        payments.expireCheckout(o.providerSessionId).catch((err) => ctx.log.warn({ err, order: o.id }, 'could not expire a closed checkout'));
  };
}

/** The order behind a checkout session, or 404. */
export async function getCheckout(ctx: AppContext, sessionId: string) {
  const order = await repo.findOrderBySession(ctx.db, sessionId);
  if (!order) throw notFound(BILLING_ERRORS.sessionNotFound);
  return order;
}

/**
 * Completes a sandbox checkout with the outcome the person chose on the sandbox page. Idempotent:
 * a closed session answers its order as it is. Never available when Stripe is configured.
 */
export async function completeSandbox(ctx: AppContext, order: BillingOrderRow, outcome: 'success' | 'decline' | 'cancel') {
  if (paymentsOf(ctx).kind !== 'sandbox' || order.provider !== 'sandbox') throw notFound(BILLING_ERRORS.sandboxOnly);
  return withBillingFlags(ctx, order.userId, async (tx) => {
    await repo.lockAccount(tx, order.userId);
    const row = (await repo.findOrderForUpdate(tx, order.id))!;
    if (row.status !== 'pending') return { value: row };
    const now = ctx.now();
    if (outcome === 'cancel') return { value: (await repo.updateOrder(tx, row.id, { status: 'cancelled', failureReason: 'cancelled_by_user' }))! };
    if (outcome === 'decline') {
      const declined = (await repo.updateOrder(tx, row.id, { status: 'fail', failureReason: 'card_declined' }))!;
      await recordPaymentOutcome(tx, declined);
      return { value: declined };
    }
    if (isPerThingItem(row.item)) {
      const done = (await repo.updateOrder(tx, row.id, { status: 'success', completedAt: now, providerPaymentId: `sbx_pay_${row.id}` }))!;
      await recordPaymentOutcome(tx, done);
      return { value: done };
    }
    if (row.item === 'mentor_verify') {
      const done = (await repo.updateOrder(tx, row.id, { status: 'success', completedAt: now, providerPaymentId: `sbx_pay_${row.id}` }))!;
      await recordPaymentOutcome(tx, done);
      return { value: done, flags: { verifyStatus: 'success' as const } };
    }
    if (await repo.findLiveSubscription(tx, row.userId)) {
      // Another checkout won the race: this one charges nothing.
      return { value: (await repo.updateOrder(tx, row.id, { status: 'cancelled', failureReason: 'already_subscribed' }))! };
    }
    const sub = await repo.insertSubscription(tx, {
      userId: row.userId,
      plan: row.item as 'monthly' | 'yearly',
      status: 'success',
      provider: 'sandbox',
      currentPeriodStart: now,
      paidThrough: periodEnd(row.item, now),
    });
    const done = (await repo.updateOrder(tx, row.id, {
      status: 'success',
      completedAt: now,
      subscriptionId: sub.id,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.paidThrough,
      providerPaymentId: `sbx_pay_${row.id}`,
    }))!;
    await schedulePeriodEnd(ctx, tx, sub);
    await recordPaymentOutcome(tx, done);
    return { value: done, flags: await flagsOf(tx, row.userId, now) };
  });
}

export async function listMyOrders(ctx: AppContext, userId: number, page: number, size: number) {
  const { items, total } = await repo.listOrders(ctx.db, repo.orderFilter({ userId }), page, size);
  return pageAnswer(items, { page, size }, total);
}

/** Whether the user holds a paid seat of an organisation now (part of is_paid, docs/decisions/0094). */
export async function holdsPaidSeat(ctx: AppContext, userId: number) {
  return !!(await paidSeatUntil(ctx.db, userId, ctx.now()));
}

export async function hasStripeCustomer(ctx: AppContext, userId: number) {
  return !!(await repo.findAccount(ctx.db, userId))?.stripeCustomerId;
}
