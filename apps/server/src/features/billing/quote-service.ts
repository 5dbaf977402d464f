import { LIST_SIZES } from '@lingbridge/contracts/constants';
import type { z } from 'zod';
import type { quoteBody } from '@lingbridge/contracts/billing';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { listUsersPage } from '../accounts/profile-service';
import { quoteEmails } from './emails';
import { sendBillingMailJob } from './jobs';
import { tierFor } from './periods';
import * as repo from './repo';

/** Who hears of a quote request: BILLING_SALES_EMAIL when set, else every admin. */
async function salesRecipients(ctx: AppContext) {
  if (ctx.config.billingSalesEmail) return [ctx.config.billingSalesEmail];
  const admins = await listUsersPage(ctx, { user_role: 'Admin', page: 1, size: LIST_SIZES.member }, 'Admin');
  return admins.items.filter((u) => u.isActive).map((u) => u.email);
}

/** Stores a group-offer quote or demo request and mails it to the sales team and the requester. */
export async function requestQuote(ctx: AppContext, body: z.output<typeof quoteBody>, user: UserRow | null) {
  const tier = tierFor(body.seats);
  const estimate = tier.seat_cents_per_year === null ? null : tier.seat_cents_per_year * body.seats;
  const recipients = await salesRecipients(ctx);
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
    });
    const mails = quoteEmails(row, estimate, `${ctx.config.publicUrl}/subscribe`);
    for (const to of recipients) await ctx.jobs.enqueue(sendBillingMailJob, { to, ...mails.sales }, { tx, dedupeKey: `billing.quote:${row.id}:${to}` });
    await ctx.jobs.enqueue(sendBillingMailJob, { to: row.email, ...mails.requester }, { tx, dedupeKey: `billing.quote:${row.id}:ack` });
    return { id: row.id, tier: tier.code, estimate_cents_per_year: estimate };
  });
}
