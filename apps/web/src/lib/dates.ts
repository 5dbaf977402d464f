const LOCALES: Record<string, string> = { en: 'en-US', zh: 'zh-CN', es: 'es-ES' };
export const localeOf = (lng: string) => LOCALES[lng] ?? 'en-US';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "in 3 days", in the interface language. */
export function relativeTime(date: Date | string, lng: string, now = Date.now()): string {
  let value = (new Date(date).getTime() - now) / 1000;
  const fmt = new Intl.RelativeTimeFormat(localeOf(lng), { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.round(Math.abs(value)) < size) return fmt.format(Math.round(value), unit);
    value /= size;
  }
  return fmt.format(Math.round(value), 'year');
}

/** A date and time in the interface language (for tooltips and exports). */
export const dateTime = (date: Date | string, lng: string) =>
  new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(date));
