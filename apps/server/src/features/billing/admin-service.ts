import { BILLING_ERRORS, type AdminOrdersQuery } from '@lingbridge/contracts/billing';
import type { z } from 'zod';
import type { adminOrdersQuery } from '@lingbridge/contracts/billing';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../errors';
import { withBillingFlags } from './flags';
import { paymentsOf } from './payments';
import { refundFor } from './periods';
import * as repo from './repo';
import { flagsOf } from './service';
import { pageAnswer } from '../../db/page';

export type { AdminOrdersQuery };

/** The admin order list (spec 02 §3): filter by status, item, day range and e-mail; newest first. */
export async function listAdminOrders(ctx: AppContext, q: z.output<typeof adminOrdersQuery>) {
  const day = (s: string) => new Date(`${s}T00:00:00.000Z`);
  const where = repo.orderFilter({
    status: q.status,
    item: q.item,
    from: q.from ? day(q.from) : undefined,
    toExclusive: q.to ? new Date(day(q.to).getTime() + 86_400_000) : undefined,
    q: q.q,
  });
  const { items, total } = await repo.listOrders(ctx.db, where, q.page, q.size);
  return pageAnswer(items, q, total);
}

/**
 * Refunds an annual order by whole remaining months (monthly plans are not refundable) and ends
 * the subscription now. The processor refund comes first; its idempotency key makes a retry safe.
 */
export async function refundOrder(ctx: AppContext, orderId: number) {
  const order = await repo.findOrder(ctx.db, orderId);
  if (!order) throw notFound('Order not found');
  const now = ctx.now();
  const { months, cents } = refundFor(order, now);
  if (cents <= 0) throw conflict(BILLING_ERRORS.notRefundable);
  const payments = paymentsOf(ctx);
  const sub = order.subscriptionId ? await repo.findLiveSubscription(ctx.db, order.userId) : null;
  if (order.provider === 'stripe') {
    if (payments.kind !== 'stripe') throw new AppError(503, BILLING_ERRORS.stripeNotConfigured);
    try {
      await payments.refund({
        paymentId: order.providerPaymentId,
        invoiceId: order.providerInvoiceId,
        amountCents: cents,
        orderId: order.id,
        key: `order-${order.id}`,
      });
      if (sub?.providerSubscriptionId && sub.id === order.subscriptionId) await payments.cancelNow(sub.providerSubscriptionId);
    } catch (err) {
      ctx.log.error({ err, order: order.id }, 'Stripe did not take the refund');
      throw new AppError(503, BILLING_ERRORS.providerUnavailable);
    }
  }
  const updated = await withBillingFlags(ctx, order.userId, async (tx) => {
    await repo.lockAccount(tx, order.userId);
    const row = (await repo.findOrderForUpdate(tx, order.id))!;
    if (row.refundedCents > 0) return { value: row };
    const done = (await repo.updateOrder(tx, row.id, { refundedCents: cents, refundedAt: now }))!;
    if (row.subscriptionId) {
      const live = await repo.findSubscriptionForUpdate(tx, row.subscriptionId);
      if (live && live.status !== 'expired')
        await repo.updateSubscription(tx, live.id, { status: 'expired', endedAt: now, canceledAt: live.canceledAt ?? now });
    }
    return { value: done, flags: await flagsOf(tx, row.userId, now) };
  });
  return { order: updated, months, cents };
}
