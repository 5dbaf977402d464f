import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import en from '../../../locales/en/billing.json';
import es from '../../../locales/es/billing.json';
import zh from '../../../locales/zh/billing.json';

const keys = (o: object, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? keys(v, `${p}${k}.`) : [`${p}${k}`]));

describe('billing strings', () => {
  it('zh and es have every key en has, and no other', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });
  it('the spec’s failure messages are there (spec 01 §8)', () => {
    expect(en.payment.failedTitle).toBe('Subscription failed!');
    expect(en.payment.failedBody).toBe('Subscribe for {{period}}ly payment failed! Please try again!');
  });
});

describe('billing counts', () => {
  it.each([
    ['en', 1, '1 order', 'Refunded $79.10 (1 month).'],
    ['en', 2, '2 orders', 'Refunded $79.10 (2 months).'],
    ['es', 1, '1 pedido', 'Reembolsado: $79.10 (1 mes).'],
    ['es', 2, '2 pedidos', 'Reembolsado: $79.10 (2 meses).'],
    ['zh', 1, '1 个订单', '已退款 $79.10（1 个月）。'],
  ])('%s says %i in its own grammar (the CMS order list, a refund)', async (lang, count, total, refund) => {
    await i18n.loadLanguages(lang);
    await i18n.loadNamespaces('billing');
    const t = i18n.getFixedT(lang, 'billing');
    expect(t('admin.total', { count })).toBe(total);
    expect(t('admin.refundDone', { amount: '$79.10', count })).toBe(refund);
  });
});
