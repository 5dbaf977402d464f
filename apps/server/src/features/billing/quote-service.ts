import { LIST_SIZES } from '@lingbridge/contracts/constants';
import type { z } from 'zod';
import type { quoteBody } from '@lingbridge/contracts/billing';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { listUsersPage } from '../accounts/profile-service';
import { mailLanguage } from '../../adapters/mail-language';
import { quoteEmails } from './emails';
import { quoteRequested } from './domain-events';
import { sendBillingMailJob } from './jobs';
import { tierFor } from './periods';
import * as repo from './repo';

/** Who hears of a quote request: BILLING_SALES_EMAIL when set, else every admin. */
async function salesRecipients(ctx: AppContext) {
  if (ctx.config.billingSalesEmail) return [ctx.config.billingSalesEmail];
  const admins = await listUsersPage(ctx, { user_role: 'Admin', page: 1, size: LIST_SIZES.member }, 'Admin');
  return admins.items.filter((u) => u.isActive).map((u) => u.email);
}

const estimateOf = (seats: number) => {
  const tier = tierFor(seats);
  return { tier, estimate: tier.seat_cents_per_year === null ? null : tier.seat_cents_per_year * seats };
};

/** Stores a group-offer quote or demo request; the quote-requested event mails it (events.ts). */
export async function requestQuote(ctx: AppContext, body: z.output<typeof quoteBody>, user: UserRow | null) {
  const { tier, estimate } = estimateOf(body.seats);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertQuoteRequest(tx, {
      kind: body.kind,
      organization: body.organization,
      contactName: body.contact_name,
      email: body.email,
      phone: body.phone || null,
      seats: body.seats,
      tier: tier.code,
      preferredDate: body.preferred_date ?? null,
      message: body.message || null,
      userId: user?.id ?? null,
      siteLanguage: body.site_language ?? null,
    });
    await recordEvent(tx, quoteRequested, { quoteId: row.id });
    return { id: row.id, tier: tier.code, estimate_cents_per_year: estimate };
  });
}

/**
 * Queues the e-mails of a quote request, one job per recipient (sales team, requester) keyed by
 * request and address: run again, it queues nothing twice, and one failing address retries alone.
 */
export async function mailQuoteRequest(ctx: AppContext, quoteId: number) {
  const row = await repo.findQuoteRequest(ctx.db, quoteId);
  if (!row) return;
  // The acknowledgement reads the requester's site language when they asked signed in, else the
  // interface language of the form, else English (decisions 0195, 0207).
  const requester = (row.userId ? await repo.siteLanguageOf(ctx.db, row.userId) : null) ?? row.siteLanguage;
  const mails = quoteEmails(row, estimateOf(row.seats).estimate, `${ctx.config.publicUrl}/subscribe`, mailLanguage(requester));
  const recipients = await salesRecipients(ctx);
  await ctx.db.transaction(async (tx) => {
    for (const to of recipients) await ctx.jobs.enqueue(sendBillingMailJob, { to, ...mails.sales }, { tx, dedupeKey: `billing.quote:${row.id}:${to}` });
    await ctx.jobs.enqueue(sendBillingMailJob, { to: row.email, ...mails.requester }, { tx, dedupeKey: `billing.quote:${row.id}:ack` });
  });
}
