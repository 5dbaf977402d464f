import type { GroupAssignmentRow } from '../../db/schema';
import type { Db } from '../../adapters/db';
import { readingReportSource, secondsOn, watchReportSource } from '../learning/report-source';
import { articlesFinishedBy, quizzesReportSource } from '../quizzes/report-source';
import { recordingsReportSource } from '../recordings/report-source';
import { speakReportSource } from '../speak/report-source';
import { videosStudiedBy, vocabularyReportSource } from '../vocabulary/report-source';
import { byUser, type ReportSource } from './report-source';

/** Reading or watching this long counts as having done an article or a video. */
export const DONE_SECONDS = { article: 120, video: 60 } as const;

/**
 * Who did which assignment (docs/decisions/0093): an article when its quiz or cloze was finished or
 * it was read for 2 minutes; a video when it was watched for a minute or a word was looked up in it.
 */
export async function assignmentsDone(db: Db, userIds: number[], assignments: GroupAssignmentRow[]) {
  const done = new Set<string>();
  if (!assignments.length) return done;
  const since = new Date(Math.min(...assignments.map((a) => a.createdAt.getTime())));
  const articles = assignments.filter((a) => a.kind === 'article');
  const videos = assignments.filter((a) => a.kind === 'video');
  const [fa, fv, ra, wv] = await Promise.all([
    articlesFinishedBy(
      db,
      userIds,
      articles.map((a) => a.resourceId),
      since,
    ),
    videosStudiedBy(
      db,
      userIds,
      videos.map((a) => a.resourceId),
      since,
    ),
    secondsOn(
      db,
      'read',
      userIds,
      articles.map((a) => a.resourceId),
      since,
    ),
    secondsOn(
      db,
      'watch',
      userIds,
      videos.map((a) => a.resourceId),
      since,
    ),
  ]);
  for (const a of articles) for (const r of ra) if (r.id === a.resourceId && r.seconds >= DONE_SECONDS.article) done.add(`${a.id}:${r.userId}`);
  for (const a of videos) for (const r of wv) if (r.id === a.resourceId && r.seconds >= DONE_SECONDS.video) done.add(`${a.id}:${r.userId}`);
  for (const a of articles) for (const r of fa) if (r.articleId === a.resourceId) done.add(`${a.id}:${r.userId}`);
  for (const a of videos) for (const r of fv) if (r.videoId === a.resourceId) done.add(`${a.id}:${r.userId}`);
  return done;
}

/** The group's assignments open during the period (set before its end, due after its start), and how many each learner has done. */
export function assignmentsReportSource(assignments: GroupAssignmentRow[]): ReportSource {
  return {
    name: 'assignments',
    metrics: ['assignments_due', 'assignments_done'],
    async collect(db, userIds, from, to) {
      const due = assignments.filter((a) => a.createdAt < to && a.dueAt >= from);
      const done = await assignmentsDone(db, userIds, due);
      return byUser(
        userIds.map((userId) => ({ userId })),
        (r) => ({ assignments_due: due.length, assignments_done: due.filter((a) => done.has(`${a.id}:${r.userId}`)).length }),
      );
    },
  };
}

/** The report's sources in column order. */
export const reportSources = (assignments: GroupAssignmentRow[]): ReportSource[] => [
  readingReportSource,
  watchReportSource,
  vocabularyReportSource,
  quizzesReportSource,
  recordingsReportSource,
  speakReportSource,
  assignmentsReportSource(assignments),
];

/** Runs every source for the learners and merges their figures, with the group's totals. */
export async function buildReport(db: Db, learners: { id: number; name: string }[], sources: ReportSource[], from: Date, to: Date) {
  const ids = learners.map((l) => l.id);
  const results = await Promise.all(sources.map((s) => s.collect(db, ids, from, to)));
  const metrics = sources.flatMap((s) => s.metrics.map((key) => ({ key, source: s.name })));
  const means = new Set(sources.flatMap((s) => s.mean ?? []));
  const rows = learners.map((l) => {
    const figures: Record<string, number> = {};
    results.forEach((r, i) => {
      const mine = r.get(l.id) ?? {};
      for (const key of sources[i].metrics) if (mine[key] !== undefined || !means.has(key)) figures[key] = mine[key] ?? 0;
    });
    return { user_id: l.id, nick_name: l.name, figures };
  });
  const totals: Record<string, number> = {};
  for (const { key } of metrics) {
    const values = rows.map((r) => r.figures[key]).filter((v): v is number => v !== undefined);
    if (means.has(key)) {
      if (values.length) totals[key] = Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    } else totals[key] = key === 'assignments_due' ? Math.max(0, ...values) : values.reduce((a, b) => a + b, 0);
  }
  return { metrics, learners: rows, totals };
}

const cell = (v: string | number) => {
  const s = String(v);
  // Quoted when needed; a leading = + - @ is neutralised so a spreadsheet does not run it.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The report as CSV: one line per learner, then the group's line. */
export function reportCsv(r: Awaited<ReturnType<typeof buildReport>>, groupLabel: string) {
  const head = ['learner', ...r.metrics.map((m) => m.key)];
  const lines = [
    head,
    ...r.learners.map((l) => [l.nick_name, ...r.metrics.map((m) => l.figures[m.key] ?? '')]),
    [groupLabel, ...r.metrics.map((m) => r.totals[m.key] ?? '')],
  ];
  return `${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}
