// The tracker's rules without zod, so the browser's tracker can share them at little cost (spec 01 §3, §4).

/** Time-of-day periods of spec 01 §4. */
export const PERIODS = ['Morning', 'Afternoon', 'Evening', 'Night'] as const;
export type Period = (typeof PERIODS)[number];

/** Morning 5 to before 12, Afternoon 12 to before 17, Evening 17 to before 21, otherwise Night. */
export function periodOf(hour: number): Period {
  if (hour >= 5 && hour < 12) return 'Morning';
  if (hour >= 12 && hour < 17) return 'Afternoon';
  if (hour >= 17 && hour < 21) return 'Evening';
  return 'Night';
}

/** What a named page belongs to; the report and the admin view add time up per feature. */
export const ACTIVITY_FEATURES = ['read', 'watch', 'vocabulary', 'quiz', 'speak', 'other'] as const;
export type ActivityFeature = (typeof ACTIVITY_FEATURES)[number];

/** At most this many entries in one batch (413 past it), and batches per user per hour (429 past it). */
export const ACTIVITY_BATCH_MAX = 200;
export const ACTIVITY_BATCHES_PER_HOUR = 240;
/** No one is active more than a day in a day: a day's seconds per page are capped at this. */
export const DAY_SECONDS = 86_400;
