import { ORDER_ITEMS, SUBSCRIPTION_PLANS } from '@lingbridge/contracts/billing';
import { z } from 'zod';
import type { Tx } from '../../adapters/db';
import type { BillingOrderRow, BillingSubscriptionRow } from '../../db/schema';
import { defineEvent } from '../../events/define-event';
import { recordEvent } from '../../events/record-event';

const orderPayload = z.object({
  userId: z.number().int(),
  orderId: z.number().int(),
  item: z.enum(ORDER_ITEMS),
  /** What a ticket is for (`debate:<id>`). */
  ref: z.string().nullable().default(null),
  amountCents: z.number().int(),
  currency: z.string(),
});
const subscriptionPayload = z.object({ userId: z.number().int(), subscriptionId: z.number().int(), plan: z.enum(SUBSCRIPTION_PLANS) });

/** An order was paid: a checkout, a mentor's verification fee or a renewal. */
export const paymentSucceeded = defineEvent({ name: 'billing.payment-succeeded', payload: orderPayload });
/** A payment was declined or failed (a checkout or a renewal). */
export const paymentFailed = defineEvent({ name: 'billing.payment-failed', payload: orderPayload });
/** Renewal was cancelled: access stays until `endsAt`. */
export const subscriptionCancelled = defineEvent({
  name: 'billing.subscription-cancelled',
  payload: subscriptionPayload.extend({ endsAt: z.string() }),
});
/** A subscription's paid period ended without renewal: PRO access has closed. */
export const subscriptionEnded = defineEvent({ name: 'billing.subscription-ended', payload: subscriptionPayload });
/** A school asked for a group-offer quote or a demo. */
export const quoteRequested = defineEvent({ name: 'billing.quote-requested', payload: z.object({ quoteId: z.number().int() }) });

/**
 * Records the outcome of an order that has just become Success or Fail, in the transaction that
 * changed it. Keyed by order and outcome, so a path applied twice records it once.
 */
export async function recordPaymentOutcome(tx: Tx, order: BillingOrderRow) {
  if (order.status !== 'success' && order.status !== 'fail') return;
  const payload = { userId: order.userId, orderId: order.id, item: order.item, ref: order.ref, amountCents: order.amountCents, currency: order.currency };
  await recordEvent(tx, order.status === 'success' ? paymentSucceeded : paymentFailed, payload, { key: `order:${order.id}:${order.status}` });
}

/** Records a cancellation (call only when the status has just become `cancelled`). */
export async function recordCancelled(tx: Tx, sub: BillingSubscriptionRow) {
  await recordEvent(tx, subscriptionCancelled, { userId: sub.userId, subscriptionId: sub.id, plan: sub.plan, endsAt: sub.paidThrough.toISOString() });
}

/** Records the end of a subscription (call only when the status has just become `expired`). */
export async function recordEnded(tx: Tx, sub: BillingSubscriptionRow) {
  await recordEvent(tx, subscriptionEnded, { userId: sub.userId, subscriptionId: sub.id, plan: sub.plan }, { key: `subscription:${sub.id}:ended` });
}
