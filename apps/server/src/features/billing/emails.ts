import type { BillingQuoteRequestRow } from '../../db/schema';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The e-mails of a group-offer request: one to the sales team, one acknowledgement to the requester. */
export function quoteEmails(q: BillingQuoteRequestRow, estimateCents: number | null, plansUrl: string) {
  const what = q.kind === 'demo' ? 'demo booking' : 'quote request';
  const rows: [string, string][] = [
    ['Request', what],
    ['Organisation', q.organization],
    ['Contact', q.contactName],
    ['E-mail', q.email],
    ['Phone', q.phone ?? '—'],
    ['Licences', String(q.seats)],
    ['Tier', q.tier],
    ['List price per year', estimateCents === null ? 'custom quote' : dollars(estimateCents)],
    ['Preferred date', q.preferredDate ?? '—'],
    ['Message', q.message ?? '—'],
  ];
  const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  const html = `<table>${rows.map(([k, v]) => `<tr><th align="left">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>`;
  return {
    sales: {
      subject: `Lingbridge group offer: ${what} #${q.id} from ${q.organization} (${q.seats} licences)`,
      text: `A new ${what} arrived.\n\n${text}\n`,
      html: `<p>A new ${esc(what)} arrived.</p>${html}`,
    },
    requester: {
      subject: `We received your Lingbridge ${what}`,
      text: `Hello ${q.contactName},\n\nThank you for your ${what} for ${q.organization}. We will answer within two working days.\n\n${text}\n\nPlans and prices: ${plansUrl}\n`,
      html: `<p>Hello ${esc(q.contactName)},</p><p>Thank you for your ${esc(what)} for ${esc(q.organization)}. We will answer within two working days.</p>${html}<p><a href="${esc(plansUrl)}">Plans and prices</a></p>`,
    },
  };
}
