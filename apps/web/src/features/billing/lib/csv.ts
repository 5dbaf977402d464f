import { saveBlob } from '../../../lib/download';
import type { AdminOrder } from '@lingbridge/contracts/billing';

/** One CSV cell: quoted when needed; a leading = + - @ is neutralised so spreadsheets do not run it. */
export function csvCell(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The admin order list as CSV (RFC 4180, CRLF line ends, UTF-8 with a BOM for spreadsheets). */
export function ordersCsv(orders: AdminOrder[], head: Record<string, string>): string {
  const cols: [string, (o: AdminOrder) => unknown][] = [
    [head.id, (o) => o.id],
    [head.status, (o) => o.status],
    [head.date, (o) => o.date],
    [head.item, (o) => o.item],
    [head.kind, (o) => o.kind],
    [head.amount, (o) => dollars(o.amount_cents)],
    [head.refunded, (o) => dollars(o.refunded_cents)],
    [head.email, (o) => o.email],
    [head.userId, (o) => o.user_id],
    [head.periodStart, (o) => o.details.period_start],
    [head.periodEnd, (o) => o.details.period_end],
    [head.provider, (o) => o.details.provider],
    [head.note, (o) => o.details.failure_reason],
  ];
  const lines = [cols.map(([h]) => csvCell(h)).join(','), ...orders.map((o) => cols.map(([, f]) => csvCell(f(o))).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Offers a text as a file download. */
export function download(name: string, text: string, type = 'text/csv;charset=utf-8') {
  saveBlob(new Blob([text], { type }), name);
}
