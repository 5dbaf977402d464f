import { GROUP_TIERS, PLANS, isPerThingItem, type OrderItem, type PlanCode } from '@lingbridge/contracts/billing';

/**
 * `date` plus `months` calendar months in UTC; the day is clamped to the end of a shorter month
 * (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The end of a paid period of `plan` that starts at `start`. */
export const periodEnd = (plan: PlanCode, start: Date) => addMonths(start, PLANS[plan].months);

/**
 * Whole months left between `now` and `end`: the largest m with now + m months <= end. The month
 * in progress counts as used (docs/decisions/0011).
 */
export function wholeMonthsLeft(now: Date, end: Date): number {
  if (end <= now) return 0;
  let m = 0;
  while (m < 1200 && addMonths(now, m + 1) <= end) m += 1;
  return m;
}

/**
 * What an annual order refunds at `now`: its amount times whole remaining months over 12,
 * rounded down to the cent, less anything already refunded. Monthly and one-time orders refund nothing.
 */
export function refundFor(
  order: { item: OrderItem; status: string; amountCents: number; refundedCents: number; periodEnd: Date | null },
  now: Date,
): { months: number; cents: number } {
  if (isPerThingItem(order.item) || PLANS[order.item].refund !== 'by_month' || order.status !== 'success' || !order.periodEnd || order.refundedCents > 0)
    return { months: 0, cents: 0 };
  const months = Math.min(PLANS[order.item].months, wholeMonthsLeft(now, order.periodEnd));
  return { months, cents: Math.floor((order.amountCents * months) / PLANS[order.item].months) };
}

/** The group tier a licence size falls in (sizes above 35 only). */
export function tierFor(seats: number) {
  return GROUP_TIERS.find((t) => seats >= t.min_seats && (t.max_seats === null || seats <= t.max_seats)) ?? GROUP_TIERS[GROUP_TIERS.length - 1];
}
