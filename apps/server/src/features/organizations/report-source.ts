import type { Db } from '../../adapters/db';

/**
 * A source of the group report (docs/decisions/0093): a feature's figures per learner over a period.
 * Each feature that records learning declares one beside its tables (`<feature>/report-source.ts`);
 * the organizations feature lists them in `report.ts`. Adding a source (recordings, Speak) is one
 * module and one line there.
 */
export interface ReportSource {
  /** The feature, e.g. 'quizzes'. */
  name: string;
  /** Its figures, in column order, e.g. ['quizzes_finished', 'quiz_score_pct']. */
  metrics: readonly string[];
  /**
   * How the group figure of a metric is made from the learners' figures: a sum (counts) or a mean
   * of those who have one (percentages). Default sum.
   */
  mean?: readonly string[];
  /** The figures of these users between `from` (inclusive) and `to` (exclusive); missing means 0. */
  collect(db: Db, userIds: number[], from: Date, to: Date): Promise<Map<number, Record<string, number>>>;
}

/** Puts a row's figures under its user. */
export function byUser<T extends { userId: number }>(rows: T[], pick: (r: T) => Record<string, number>) {
  const out = new Map<number, Record<string, number>>();
  for (const r of rows) out.set(r.userId, { ...(out.get(r.userId) ?? {}), ...pick(r) });
  return out;
}
