import { describe, expect, it } from 'vitest';
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
