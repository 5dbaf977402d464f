import { PLANS } from '@lingbridge/contracts/billing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { billingSubscriptions } from '../../db/schema';
import { withBillingFlags } from './flags';
import { recordEnded, recordPaymentOutcome } from './domain-events';
import { periodEnd } from './periods';
import * as repo from './repo';
import { flagsOf, schedulePeriodEnd, CHECKOUT_TTL_MS } from './service';
import { syncStripeSubscription } from './webhook-service';

/** How long a renewing Stripe subscription may stay past its period without news before we ask Stripe. */
const STRIPE_SILENCE_MS = 2 * 86_400_000;

/**
 * Settles a subscription whose paid period has ended (the period-end job; safe to run any number
 * of times): a cancelled or unpaid one expires and access closes; a renewing sandbox one is renewed
 * with a new Success order; a renewing Stripe one waits for Stripe's events, and is re-read from
 * Stripe if they are late.
 */
export async function settlePeriodEnd(ctx: AppContext, subscriptionId: number): Promise<'noop' | 'expired' | 'renewed' | 'synced'> {
  const [head] = await ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscriptionId));
  if (!head) return 'noop';
  const now = ctx.now();
  if (head.provider === 'stripe' && head.status === 'success') {
    if (head.paidThrough.getTime() + STRIPE_SILENCE_MS > now.getTime() || !head.providerSubscriptionId) return 'noop';
    await syncStripeSubscription(ctx, head.providerSubscriptionId, null);
    return 'synced';
  }
  return withBillingFlags(ctx, head.userId, async (tx) => {
    await repo.lockAccount(tx, head.userId);
    const sub = await repo.findSubscriptionForUpdate(tx, subscriptionId);
    if (!sub || sub.status === 'expired' || sub.paidThrough > now) return { value: 'noop' as const };
    if (sub.status === 'success' && sub.provider === 'sandbox') {
      // Sandbox renewals always go through: there is no card to decline (docs/decisions/0013).
      const email = (await repo.findSubscriptionEmail(tx, sub.id)) ?? '';
      let start = sub.paidThrough;
      let end = periodEnd(sub.plan, start);
      let last = null;
      for (let i = 0; i < 120; i++) {
        last = await repo.insertOrder(tx, {
          userId: sub.userId,
          customerEmail: email,
          item: sub.plan,
          kind: 'renewal',
          status: 'success',
          amountCents: PLANS[sub.plan].amount_cents,
          provider: 'sandbox',
          subscriptionId: sub.id,
          periodStart: start,
          periodEnd: end,
          completedAt: now,
          providerPaymentId: `sbx_renew_${sub.id}_${end.getTime()}`,
        });
        if (end > now) break;
        start = end;
        end = periodEnd(sub.plan, start);
      }
      const renewed = await repo.updateSubscription(tx, sub.id, { currentPeriodStart: start, paidThrough: end });
      await schedulePeriodEnd(ctx, tx, renewed);
      // Catching up several periods at once tells of the current one only.
      if (last) await recordPaymentOutcome(tx, last);
      return { value: 'renewed' as const, flags: await flagsOf(tx, sub.userId, now) };
    }
    await recordEnded(tx, await repo.updateSubscription(tx, sub.id, { status: 'expired', endedAt: now }));
    return { value: 'expired' as const, flags: await flagsOf(tx, sub.userId, now) };
  });
}

/**
 * The safety net behind the per-period jobs: settles every subscription whose period has ended
 * and marks checkouts abandoned for a day as expired.
 */
export async function sweep(ctx: AppContext) {
  const now = ctx.now();
  const stale = await repo.expireStaleOrders(ctx.db, new Date(now.getTime() - CHECKOUT_TTL_MS));
  const due = await repo.findDueSubscriptions(ctx.db, now);
  const results: Record<string, number> = {};
  for (const s of due) {
    try {
      const r = await settlePeriodEnd(ctx, s.id);
      results[r] = (results[r] ?? 0) + 1;
    } catch (err) {
      ctx.log.error({ err, subscription: s.id }, 'settling a subscription failed');
    }
  }
  return { expiredOrders: stale.length, ...results };
}
