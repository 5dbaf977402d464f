import {
  ACTIVITY_BATCH_MAX,
  ACTIVITY_BATCHES_PER_HOUR,
  DAY_SECONDS,
  DEFAULT_GOAL,
  type ActivityEntry,
  type ActivityFeature,
  type GoalBody,
  type LearningReport,
  type MyQuizzes,
  type NextStep,
  type ReportDay,
} from '@lingbridge/contracts/learning';
import { quizTier } from '@lingbridge/contracts/quizzes';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { addDays, dayRange, dayStart, localDay } from './days';
import * as repo from './repo';
import * as activity from './sources/activity';
import * as quizzes from './sources/quizzes';
import * as organizations from './sources/organizations';
import * as popular from './sources/popularity';
import * as reading from './sources/reading';
import * as speak from './sources/speak';
import * as words from './sources/vocabulary';
import * as watch from './sources/watch';
import { watchPolicy } from '../watch/policy';
import { notFound } from '../../errors';

// ---------------------------------------------------------------- tracker

const keyOf = (e: ActivityEntry) => `${e.day}|${e.period}|${e.page}|${e.ref}`;

/**
 * Accepts a batch of tracker lines (decision 0095): 413 past ACTIVITY_BATCH_MAX lines, 429 past
 * ACTIVITY_BATCHES_PER_HOUR batches; lines for a day far from today are dropped and counted.
 */
export async function acceptBatch(ctx: AppContext, user: UserRow, entries: ActivityEntry[]) {
  if (entries.length > ACTIVITY_BATCH_MAX) throw new AppError(413, `At most ${ACTIVITY_BATCH_MAX} activity entries in one batch`);
  const hit = await ctx.limiter.hit(`learning-activity:${user.id}`, ACTIVITY_BATCHES_PER_HOUR, 3_600_000);
  if (!hit.allowed) throw new AppError(429, 'Too much activity sent; try again later', undefined, { 'retry-after': String(hit.retryAfter) });
  const today = localDay(ctx.now(), 0);
  const [earliest, latest] = [addDays(today, -2), addDays(today, 1)];
  const merged = new Map<string, ActivityEntry>();
  let dropped = 0;
  for (const e of entries) {
    if (e.day < earliest || e.day > latest) {
      dropped += 1;
      continue;
    }
    const m = merged.get(keyOf(e));
    if (m) {
      m.visits += e.visits;
      m.seconds = Math.min(DAY_SECONDS, m.seconds + e.seconds);
      m.clicks += e.clicks;
    } else merged.set(keyOf(e), { ...e });
  }
  const lines = [...merged.values()].filter((e) => e.visits || e.seconds || e.clicks);
  await repo.addActivity(ctx.db, user.id, lines);
  return { accepted: entries.length - dropped, dropped };
}

// ---------------------------------------------------------------- goal

export async function setGoal(ctx: AppContext, user: UserRow, goal: GoalBody) {
  await repo.saveGoal(ctx.db, user.id, goal.kind, goal.target);
}

// ---------------------------------------------------------------- report

/** The streak ending today (or yesterday, while today's goal is not met yet), and the best one. */
export function streaks(met: boolean[]) {
  let best = 0;
  let run = 0;
  for (const m of met) {
    run = m ? run + 1 : 0;
    best = Math.max(best, run);
  }
  let current = 0;
  const lastIndex = met.length - 1;
  const start = met[lastIndex] ? lastIndex : lastIndex - 1;
  for (let i = start; i >= 0 && met[i]; i -= 1) current += 1;
  return { current, best };
}

/** Days kept for the streak (a year), and shown in the charts and the calendar. */
const STREAK_DAYS = 366;
const SHOWN_DAYS = 35;

/**
 * The learner's report (spec 02 §2 /user/center and /report), computed from the source modules:
 * the tracker's own lines, the vocabulary notebook, quizzes and reading (decision 0096).
 */
export async function report(ctx: AppContext, user: UserRow, tz: number): Promise<LearningReport> {
  const now = ctx.now();
  const today = localDay(now, tz);
  const first = addDays(today, -(STREAK_DAYS - 1));
  const weekFrom = addDays(today, -6);
  const db = ctx.db;
  const [goalRow, byDay, totals, counts, wordDays, kept, scores, unfinished, lastRef, event, assignment, spoken] = await Promise.all([
    repo.findGoal(db, user.id),
    activity.activityByDay(db, user.id, first),
    activity.activityTotals(db, user.id, weekFrom),
    words.wordCounts(db, user.id, now),
    words.wordsByDay(db, user.id, dayStart(first, tz), tz),
    words.retention(db, user.id, new Date(now.getTime() - 30 * 86_400_000)),
    quizzes.scoresByLevel(db, user.id),
    quizzes.unfinishedQuizzes(db, user.id, 2),
    activity.lastArticleRef(db, user.id, addDays(today, -13)),
    speak.nextEvent(db, user.id, now),
    organizations.nextAssignment(db, user.id, now),
    speak.speaking(db, user.id, now, dayStart(weekFrom, tz)),
  ]);
  const goal = goalRow ? { kind: goalRow.kind, target: goalRow.target, set: true } : { ...DEFAULT_GOAL, set: false };

  const act = new Map(byDay.map((r) => [r.day, r]));
  const reviews = new Map(wordDays.reviews.map((r) => [r.day, r.n]));
  const saves = new Map(wordDays.saves.map((r) => [r.day, r.n]));
  const all: ReportDay[] = dayRange(first, today).map((day) => {
    const a = act.get(day);
    const minutes = Math.floor((a?.seconds ?? 0) / 60);
    const reviewed = reviews.get(day) ?? 0;
    const saved = saves.get(day) ?? 0;
    const progress = goal.kind === 'minutes' ? minutes : reviewed + saved;
    return {
      day,
      minutes,
      reading_minutes: Math.floor((a?.read_seconds ?? 0) / 60),
      watching_minutes: Math.floor((a?.watch_seconds ?? 0) / 60),
      articles: a?.articles ?? 0,
      videos: a?.videos ?? 0,
      words_reviewed: reviewed,
      words_saved: saved,
      progress,
      met: progress >= goal.target,
    };
  });
  const { current, best } = streaks(all.map((d) => d.met));
  const todayRow = all[all.length - 1]!;
  const week = all.slice(-7);

  const levels = [...new Set([...scores.quiz.map((r) => r.level), ...scores.cloze.map((r) => r.level)])].sort(
    (a, b) => ['Beginner', 'Intermediate', 'Advanced'].indexOf(a) - ['Beginner', 'Intermediate', 'Advanced'].indexOf(b),
  );

  const next: NextStep[] = [];
  if (assignment)
    next.push({ kind: 'assignment', resource: assignment.kind, resource_id: assignment.resourceId, title: assignment.title, due_at: assignment.dueAt });
  if (event) next.push({ kind: 'event', event_id: event.id, title: event.title, start_time: event.startTime });
  if (counts.due) next.push({ kind: 'reviews', count: counts.due });
  for (const q of unfinished.slice(0, 1)) next.push({ kind: 'quiz', article_id: q.article_id, attempt_id: q.id, title: q.title });
  const last = lastRef ? await reading.articleTitle(db, lastRef) : null;
  if (last) next.push({ kind: 'article', article_id: last.id, title: last.title });
  if (!goal.set) next.push({ kind: 'goal' });
  if (!last) next.push({ kind: 'read' });

  return {
    today,
    reading: {
      minutes_week: Math.floor(totals.read_seconds_week / 60),
      articles_week: totals.articles_week,
      minutes_total: Math.floor(totals.read_seconds / 60),
      articles_total: totals.articles,
    },
    watching: { minutes_week: Math.floor(totals.watch_seconds_week / 60), videos_week: totals.videos_week, videos_total: totals.videos },
    speaking: { events_week: spoken.events_week, minutes_week: spoken.minutes_week, events_total: spoken.events, minutes_total: spoken.minutes },
    words: {
      saved: counts.saved,
      known: counts.known,
      learning: counts.saved - counts.known,
      due: counts.due,
      reviews_week: week.reduce((s, d) => s + d.words_reviewed, 0),
      retention: kept,
    },
    scores: levels.map((level) => {
      const q = scores.quiz.find((r) => r.level === level);
      const c = scores.cloze.find((r) => r.level === level);
      return { level, quizzes: q?.n ?? 0, quiz_rate: q?.rate ?? null, cloze_tests: c?.n ?? 0, cloze_rate: c?.rate ?? null };
    }),
    goal: { ...goal, today: todayRow.progress, met: todayRow.met, streak: current, best_streak: best },
    days: all.slice(-SHOWN_DAYS),
    next,
    // Pages like the home page alone do not count: something read, watched, saved or taken does.
    has_activity:
      totals.read_seconds > 0 ||
      totals.articles > 0 ||
      totals.videos > 0 ||
      counts.saved > 0 ||
      levels.length > 0 ||
      unfinished.length > 0 ||
      spoken.events > 0,
  };
}

// ---------------------------------------------------------------- new words

export async function newWords(ctx: AppContext, user: UserRow, ids: number[]) {
  return { items: await reading.newWordCounts(ctx.db, user.id, ids) };
}

// ---------------------------------------------------------------- my quizzes

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

export async function myQuizzes(ctx: AppContext, user: UserRow, page: number, size: number): Promise<MyQuizzes> {
  const { items, total } = await quizzes.myQuizzes(ctx.db, user.id, page, size);
  return {
    items: items.map((r) => {
      const answers = (typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers) as (number | null)[];
      const finished = r.finished_at !== null;
      return {
        attempt_id: r.id,
        article_id: r.article_id,
        title: r.title,
        level: r.level,
        finished,
        answered: answers.filter((x) => x !== null).length,
        score_value: r.score,
        questions_length: r.total,
        successRate: r.total ? Math.round((r.score / r.total) * 100) : 0,
        tier: finished ? quizTier(r.score, r.total) : null,
        started_at: iso(r.started_at)!,
        finished_at: iso(r.finished_at),
      };
    }),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}

// ---------------------------------------------------------------- everyone's activity

type RangeQuery = { from?: string; to?: string; feature?: ActivityFeature };

/** The days asked for: the last 30 by default, at most a year. */
function rangeOf(ctx: AppContext, q: RangeQuery) {
  const to = q.to ?? localDay(ctx.now(), 0);
  const from = q.from ?? addDays(to, -29);
  if (from > to) throw new AppError(422, 'The start day is after the end day', [{ path: 'querystring.from', message: 'After the end day' }]);
  if (addDays(from, 366) < to) throw new AppError(422, 'At most a year at a time', [{ path: 'querystring.from', message: 'At most a year' }]);
  return { from, to, feature: q.feature };
}

export async function activityOfAll(ctx: AppContext, q: RangeQuery) {
  const r = rangeOf(ctx, q);
  return { from: r.from, to: r.to, ...(await repo.activityOfAll(ctx.db, r)) };
}

const csvCell = (v: string | number) => (typeof v === 'number' ? String(v) : /[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export async function activityCsv(ctx: AppContext, q: RangeQuery) {
  const { from, to, feature } = rangeOf(ctx, q);
  const lines = await repo.activityLines(ctx.db, { from, to, feature });
  const head = ['day', 'feature', 'period', 'learners', 'minutes', 'visits', 'clicks'];
  const body = lines.map((l) => [l.day, l.feature, l.period, l.learners, Math.floor(l.seconds / 60), l.visits, l.clicks].map(csvCell).join(','));
  return { from, to, csv: [head.join(','), ...body].join('\r\n') + '\r\n' };
}

// ---------------------------------------------------------------- saved videos

/** A video the learner may watch, or 404 (a private video of someone else does not exist for them). */
async function watchable(ctx: AppContext, user: UserRow, videoId: number) {
  const v = await watch.videoRef(ctx.db, videoId);
  if (!v || !watchPolicy.view(user, v)) throw notFound('Video not found');
  return v;
}

export async function saveVideo(ctx: AppContext, user: UserRow, videoId: number) {
  await watchable(ctx, user, videoId);
  return repo.saveVideo(ctx.db, user.id, videoId);
}

export async function unsaveVideo(ctx: AppContext, user: UserRow, videoId: number) {
  await repo.unsaveVideo(ctx.db, user.id, videoId);
}

export async function savedState(ctx: AppContext, user: UserRow, videoId: number) {
  await watchable(ctx, user, videoId);
  return { video_id: videoId, saved: await repo.isVideoSaved(ctx.db, user.id, videoId) };
}

export async function listSavedVideos(ctx: AppContext, user: UserRow, page: number, size: number) {
  const { items, total } = await watch.listSaved(ctx.db, user.id, page, size);
  return { items, total, page, pages: Math.max(1, Math.ceil(total / size)) };
}

export const savedSummary = (ctx: AppContext, user: UserRow) => repo.savedCounts(ctx.db, user.id);

// ---------------------------------------------------------------- popularity

export async function popularity(ctx: AppContext, user: UserRow) {
  const [videos, events] = await Promise.all([popular.myVideos(ctx.db, user.id), popular.myEvents(ctx.db, user.id)]);
  return { videos, events };
}

// ---------------------------------------------------------------- word marks

export const wordMarks = (ctx: AppContext, user: UserRow, language: string) => words.wordMarks(ctx.db, user.id, language);
