import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import type { AppContext } from '../../context';
import { settlePeriodEnd, sweep } from './lifecycle';

const HOUR = 3_600_000;

/** Settles one subscription at the end of its paid period: expire, or renew (sandbox). Idempotent. */
export const periodEndJob = defineJob({
  name: 'billing.period-end',
  payload: z.object({ subscriptionId: z.number().int().positive() }),
  maxAttempts: 10,
  async handle(p, ctx) {
    await settlePeriodEnd(ctx, p.subscriptionId);
  },
});

/** The hourly safety net: settles any period that has ended and expires abandoned checkouts. */
export const sweepJob = defineJob({
  name: 'billing.sweep',
  payload: z.object({}).passthrough(),
  async handle(_p, ctx) {
    const result = await sweep(ctx);
    if (Object.values(result).some((n) => n > 0)) ctx.log.info({ result }, 'billing sweep');
    await scheduleSweep(ctx, 1);
  },
});

/** Queues the sweep for the start of the hour `hoursAhead` from now (one row per hour, whoever asks). */
export async function scheduleSweep(ctx: AppContext, hoursAhead: number) {
  const at = new Date((Math.floor(Date.now() / HOUR) + hoursAhead) * HOUR);
  await ctx.jobs.enqueue(sweepJob, {}, { runAt: at, dedupeKey: `billing.sweep:${at.toISOString()}` });
}

/** Sends one billing e-mail (quote requests and their acknowledgements). */
export const sendBillingMailJob = defineJob({
  name: 'billing.send-mail',
  payload: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  // Someone is waiting for it, like an event's e-mail (events/record-event.ts EVENT_PRIORITY).
  priority: 10,
  async handle(p, ctx) {
    await ctx.mailer.send(p);
  },
});

export const billingJobs = [periodEndJob, sweepJob, sendBillingMailJob];
