import { PRICE_MONTHLY_CENTS, PRICE_YEARLY_CENTS } from '@lingbridge/contracts/constants';

const LOCALES: Record<string, string> = { en: 'en-US', zh: 'zh-CN', es: 'es-ES' };

/** A US-dollar amount in the interface language, with the cents the price lists show ($16.48). */
export function formatUsd(cents: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'en-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(cents / 100);
}

export const PRICES = { monthlyCents: PRICE_MONTHLY_CENTS, yearlyCents: PRICE_YEARLY_CENTS } as const;

/** How much a year costs compared with twelve months, in whole percent (about 20%). */
export const yearlySavingPercent = () => Math.round((1 - PRICE_YEARLY_CENTS / (PRICE_MONTHLY_CENTS * 12)) * 100);
