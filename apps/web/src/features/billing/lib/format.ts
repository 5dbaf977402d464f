import type { OrderStatus } from '@lingbridge/contracts/billing';

const LOCALES: Record<string, string> = { en: 'en-US', zh: 'zh-CN', es: 'es-ES' };

/** A date (no time) in the interface language. */
export function formatDate(iso: string | null | undefined, language: string) {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}

/** Badge colours of the order statuses. */
export const STATUS_COLOR: Record<OrderStatus, string> = {
  success: 'teal',
  fail: 'red',
  cancelled: 'gray',
  expired: 'gray',
  pending: 'yellow',
  not_started: 'yellow',
};

/** The month or year of a subscription plan, for "Subscribe for {period}ly payment failed!". */
export const periodOf = (item: string) => (item === 'yearly' ? 'year' : 'month');
