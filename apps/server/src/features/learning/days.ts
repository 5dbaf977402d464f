/** Calendar arithmetic on YYYY-MM-DD strings (learner-local days), without time zones. */

export const DAY_MS = 86_400_000;

/** The learner's local day at `now`, `tz` minutes east of UTC. */
export const localDay = (now: Date, tz: number) => new Date(now.getTime() + tz * 60_000).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The days from `from` to `to`, both included. */
export function dayRange(from: string, to: string) {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The instant a learner-local day starts. */
export const dayStart = (day: string, tz: number) => new Date(Date.parse(`${day}T00:00:00Z`) - tz * 60_000);
