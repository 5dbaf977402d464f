import { describe, expect, it } from 'vitest';
import { csvCell, ordersCsv } from './csv';

describe('orders CSV', () => {
  it('quotes commas, quotes and new lines, and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('');
  });

  it('writes one row per order with amounts in dollars', () => {
    const csv = ordersCsv(
      [
        {
          id: 7,
          status: 'success',
          date: '2026-11-01T10:00:00.000Z',
          item: 'yearly',
          ref: null,
          kind: 'subscribe',
          amount_cents: 15820,
          currency: 'usd',
          refunded_cents: 11865,
          refundable_cents: 0,
          user_id: 3,
          email: 'a@b.test',
          details: { provider: 'sandbox', period_start: null, period_end: null, refunded_at: null, failure_reason: null, completed_at: null },
        },
      ],
      {
        id: 'ID',
        status: 'Status',
        date: 'Date',
        item: 'Item',
        kind: 'Kind',
        amount: 'Amount',
        refunded: 'Refunded',
        email: 'E-mail',
        userId: 'User',
        periodStart: 'From',
        periodEnd: 'To',
        provider: 'Provider',
        note: 'Note',
      },
    );
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('7,success,2026-11-01T10:00:00.000Z,yearly,subscribe,158.20,118.65,a@b.test,3,,,sandbox,');
  });
});
