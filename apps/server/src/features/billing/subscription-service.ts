import { BILLING_ERRORS } from '@lingbridge/contracts/billing';
import type { AppContext } from '../../context';
import type { BillingSubscriptionRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordCancelled } from './domain-events';
import { withBillingFlags } from './flags';
import { paymentsOf } from './payments';
import * as repo from './repo';
import { flagsOf, schedulePeriodEnd, unavailable } from './service';

/** A subscriber's own plan: see it, stop or restart its renewal, and open Stripe's portal (/user/subscription). */

/** The user's subscription now: the live one, else the latest ended one. */
export async function getSubscription(ctx: AppContext, userId: number) {
  return (await repo.findLiveSubscription(ctx.db, userId)) ?? (await repo.findLatestSubscription(ctx.db, userId));
}

/** Cancels renewal: access stays until the paid period ends, when the period-end job expires it. */
export async function cancelSubscription(ctx: AppContext, user: UserRow) {
  const sub = await repo.findLiveSubscription(ctx.db, user.id);
  if (!sub) throw notFound(BILLING_ERRORS.noSubscription);
  if (sub.status === 'cancelled') return sub;
  await tellStripe(ctx, sub, { cancelAtPeriodEnd: true });
  return withBillingFlags(ctx, user.id, async (tx) => {
    await repo.lockAccount(tx, user.id);
    const row = await repo.findSubscriptionForUpdate(tx, sub.id);
    if (!row || row.status === 'expired') throw notFound(BILLING_ERRORS.noSubscription);
    if (row.status === 'cancelled') return { value: row };
    const now = ctx.now();
    const updated = await repo.updateSubscription(tx, row.id, { status: 'cancelled', canceledAt: now });
    await schedulePeriodEnd(ctx, tx, updated);
    await recordCancelled(tx, updated);
    return { value: updated, flags: await flagsOf(tx, user.id, now) };
  });
}

/** Undoes a cancellation before the paid period ends: the plan renews again. */
export async function resumeSubscription(ctx: AppContext, user: UserRow) {
  const sub = await repo.findLiveSubscription(ctx.db, user.id);
  if (!sub) throw notFound(BILLING_ERRORS.noSubscription);
  if (sub.status === 'success') return sub;
  if (sub.status !== 'cancelled' || sub.paidThrough <= ctx.now()) throw conflict(BILLING_ERRORS.notResumable);
  await tellStripe(ctx, sub, { cancelAtPeriodEnd: false });
  return withBillingFlags(ctx, user.id, async (tx) => {
    await repo.lockAccount(tx, user.id);
    const row = await repo.findSubscriptionForUpdate(tx, sub.id);
    if (!row || row.status !== 'cancelled') throw conflict(BILLING_ERRORS.notResumable);
    const updated = await repo.updateSubscription(tx, row.id, { status: 'success', canceledAt: null });
    return { value: updated, flags: await flagsOf(tx, user.id, ctx.now()) };
  });
}

/** A Stripe customer-portal link for changing the card or downloading invoices. */
export async function openPortal(ctx: AppContext, user: UserRow) {
  const payments = paymentsOf(ctx);
  const account = await repo.findAccount(ctx.db, user.id);
  if (payments.kind !== 'stripe' || !account?.stripeCustomerId) throw conflict(BILLING_ERRORS.portalUnavailable);
  try {
    return await payments.portalUrl(account.stripeCustomerId, `${ctx.config.publicUrl}/user/subscription`);
  } catch (err) {
    ctx.log.error({ err }, 'Stripe did not open the customer portal');
    throw unavailable();
  }
}

/** A Stripe subscription renews, or stops at its period's end, as the subscriber asked; 503 when Stripe does not answer. */
async function tellStripe(ctx: AppContext, sub: BillingSubscriptionRow, o: { cancelAtPeriodEnd: boolean }) {
  if (sub.provider !== 'stripe' || !sub.providerSubscriptionId) return;
  try {
    await paymentsOf(ctx).setCancelAtPeriodEnd(sub.providerSubscriptionId, o.cancelAtPeriodEnd);
  } catch (err) {
    ctx.log.error({ err, sub: sub.id }, o.cancelAtPeriodEnd ? 'Stripe did not take the cancellation' : 'Stripe did not take the resumption');
    throw unavailable();
  }
}
