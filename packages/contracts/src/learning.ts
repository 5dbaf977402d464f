// My learning (issue 18): the activity tracker (spec 01 §3, §4), the learner's report (spec 02 §2
// /user/center, /report), daily goals and the admin's activity view. Decisions 0095–0099.
import { z } from 'zod';
import { pageNumber, pageSize, paged, rowIdParam } from './common';
import { ACTIVITY_FEATURES, DAY_SECONDS, PERIODS } from './learning-periods';

export {
  ACTIVITY_BATCH_MAX,
  ACTIVITY_BATCHES_PER_HOUR,
  ACTIVITY_FEATURES,
  DAY_SECONDS,
  PERIODS,
  periodOf,
  type ActivityFeature,
  type Period,
} from './learning-periods';

// ---------------------------------------------------------------- tracker

/** A calendar day, YYYY-MM-DD, that exists (no 31 November). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, 'No such day');

/**
 * One aggregated line of the browser's tracker: on a local day, in a period, on a named page (and
 * the article or video it shows, `ref`), how many visits, seconds and clicks.
 */
export const activityEntry = z
  .object({
    day: isoDay,
    period: z.enum(PERIODS),
    page: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_.-]{0,39}$/, 'A page name is a short identifier'),
    ref: z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,40}$/)
      .default(''),
    feature: z.enum(ACTIVITY_FEATURES),
    visits: z.number().int().min(0).max(10_000).default(0),
    seconds: z.number().int().min(0).max(DAY_SECONDS).default(0),
    clicks: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();
export type ActivityEntry = z.infer<typeof activityEntry>;

/** The length is checked by the route (413), not here, so an oversized batch gets the clear answer. */
export const activityBatch = z.object({ entries: z.array(activityEntry) }).strict();
export type ActivityBatch = z.infer<typeof activityBatch>;

export const activityAccepted = z.object({
  accepted: z.number().int(),
  /** Entries for a day too far from the server's (more than two days back or one ahead). */
  dropped: z.number().int(),
});

// ---------------------------------------------------------------- goal and report

export const GOAL_KINDS = ['minutes', 'words'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
export const DEFAULT_GOAL = { kind: 'minutes' as GoalKind, target: 10 };

export const goalBody = z
  .object({
    kind: z.enum(GOAL_KINDS),
    target: z.number().int().min(1, 'A goal is at least 1').max(600, 'A goal is at most 600'),
  })
  .strict();
export type GoalBody = z.infer<typeof goalBody>;

/** Minutes east of UTC of the learner's clock (the browser's `-getTimezoneOffset()`). */
export const reportQuery = z.object({ tz: z.coerce.number().int().min(-840).max(840).default(0) });

export const reportDay = z.object({
  day: isoDay,
  minutes: z.number().int(),
  reading_minutes: z.number().int(),
  watching_minutes: z.number().int(),
  articles: z.number().int(),
  videos: z.number().int(),
  words_reviewed: z.number().int(),
  words_saved: z.number().int(),
  /** The goal's measure that day (minutes or words) and whether it reached the target. */
  progress: z.number().int(),
  met: z.boolean(),
});
export type ReportDay = z.infer<typeof reportDay>;

export const levelScore = z.object({
  level: z.string(),
  quizzes: z.number().int(),
  /** Mean success rate of the finished quizzes, percent, or null without any. */
  quiz_rate: z.number().int().nullable(),
  cloze_tests: z.number().int(),
  cloze_rate: z.number().int().nullable(),
});

export const nextStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reviews'), count: z.number().int() }),
  z.object({ kind: z.literal('quiz'), article_id: z.number().int(), attempt_id: z.number().int(), title: z.string() }),
  z.object({ kind: z.literal('article'), article_id: z.number().int(), title: z.string() }),
  z.object({ kind: z.literal('read') }),
  z.object({ kind: z.literal('goal') }),
  z.object({ kind: z.literal('assignment'), resource: z.enum(['article', 'video']), resource_id: z.number().int(), title: z.string(), due_at: z.string() }),
  z.object({ kind: z.literal('event'), event_id: z.number().int(), title: z.string(), start_time: z.string() }),
]);
export type NextStep = z.infer<typeof nextStep>;

export const learningReport = z.object({
  today: isoDay,
  reading: z.object({ minutes_week: z.number().int(), articles_week: z.number().int(), minutes_total: z.number().int(), articles_total: z.number().int() }),
  watching: z.object({ minutes_week: z.number().int(), videos_week: z.number().int(), videos_total: z.number().int() }),
  /** Speak events taken part in (hosted, or approved for) that have ended, and their minutes. */
  speaking: z.object({ events_week: z.number().int(), minutes_week: z.number().int(), events_total: z.number().int(), minutes_total: z.number().int() }),
  words: z.object({
    saved: z.number().int(),
    known: z.number().int(),
    learning: z.number().int(),
    due: z.number().int(),
    reviews_week: z.number().int(),
    /** Share of the last 30 days' reviews not answered "again", percent, or null without reviews. */
    retention: z.number().int().nullable(),
  }),
  scores: z.array(levelScore),
  goal: z.object({
    kind: z.enum(GOAL_KINDS),
    target: z.number().int(),
    /** False until the learner sets one (the default is shown). */
    set: z.boolean(),
    today: z.number().int(),
    met: z.boolean(),
    streak: z.number().int(),
    best_streak: z.number().int(),
  }),
  /** The last 35 days, oldest first (the charts and the streak calendar). */
  days: z.array(reportDay),
  next: z.array(nextStep),
  /** False for a brand-new account: nothing read, watched, saved or taken yet. */
  has_activity: z.boolean(),
});
export type LearningReport = z.infer<typeof learningReport>;

// ---------------------------------------------------------------- my quizzes

export const myQuiz = z.object({
  attempt_id: z.number().int(),
  article_id: z.number().int(),
  title: z.string(),
  level: z.string(),
  finished: z.boolean(),
  answered: z.number().int(),
  score_value: z.number().int(),
  questions_length: z.number().int(),
  successRate: z.number().int(),
  tier: z.enum(['zero', 'low', 'high', 'perfect']).nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type MyQuiz = z.infer<typeof myQuiz>;
export const myQuizzes = z.object({ items: z.array(myQuiz), total: z.number().int(), page: z.number().int(), pages: z.number().int() });
export type MyQuizzes = z.infer<typeof myQuizzes>;

// ---------------------------------------------------------------- admin

export const adminActivityQuery = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  feature: z.enum(ACTIVITY_FEATURES).optional(),
});

export const adminActivity = z.object({
  from: isoDay,
  to: isoDay,
  days: z.array(z.object({ day: isoDay, learners: z.number().int(), minutes: z.number().int() })),
  weeks: z.array(z.object({ week: isoDay, learners: z.number().int() })),
  features: z.array(z.object({ feature: z.enum(ACTIVITY_FEATURES), minutes: z.number().int(), visits: z.number().int(), clicks: z.number().int() })),
  periods: z.array(z.object({ period: z.enum(PERIODS), minutes: z.number().int(), visits: z.number().int() })),
  articles: z.array(z.object({ id: z.number().int(), title: z.string(), readers: z.number().int(), minutes: z.number().int() })),
  videos: z.array(z.object({ id: z.number().int(), title: z.string(), viewers: z.number().int(), minutes: z.number().int() })),
});
export type AdminActivity = z.infer<typeof adminActivity>;

// ---------------------------------------------------------------- new words per article

/** At most this many articles asked at once (a list page). */
export const NEW_WORDS_MAX_ARTICLES = 50;
export const newWordsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'ids is a comma-separated list of article ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= NEW_WORDS_MAX_ARTICLES, `At most ${NEW_WORDS_MAX_ARTICLES} articles at once`),
});
export const newWords = z.object({
  items: z.array(z.object({ article_id: z.number().int(), words: z.number().int(), new_words: z.number().int() })),
});
export type NewWords = z.infer<typeof newWords>;

// ---------------------------------------------------------------- saved

export const savedVideo = z.object({
  video_id: z.number().int(),
  title: z.string(),
  language: z.string(),
  level: z.string().nullable(),
  duration: z.number().nullable(),
  /** A link to the thumbnail, or null. */
  thumbnail: z.string().nullable(),
  saved_at: z.string(),
});
export type SavedVideo = z.infer<typeof savedVideo>;
export const savedVideos = z.object({ items: z.array(savedVideo), total: z.number().int(), page: z.number().int(), pages: z.number().int() });
export type SavedVideos = z.infer<typeof savedVideos>;
export const savedState = z.object({ video_id: z.number().int(), saved: z.boolean() });
export type SavedState = z.infer<typeof savedState>;
/** What /user/saved sums up: saved words, sentences and videos. */
export const savedSummary = z.object({ words: z.number().int(), sentences: z.number().int(), videos: z.number().int() });
export type SavedSummary = z.infer<typeof savedSummary>;

// ---------------------------------------------------------------- popularity

/** Likes and views of what I made (/user/popularity, decision 0099). */
export const popularity = z.object({
  videos: z.array(z.object({ video_id: z.number().int(), title: z.string(), is_public: z.boolean(), viewers: z.number().int(), minutes: z.number().int() })),
  events: z.array(z.object({ event_id: z.number().int(), title: z.string(), start_time: z.string(), likes: z.number().int(), participants: z.number().int() })),
});
export type Popularity = z.infer<typeof popularity>;

// ---------------------------------------------------------------- word marks

/** The learner's saved words of one language, by dictionary key: learning, or known (decision 0098). */
export const wordMarksQuery = z.object({ language: z.enum(['Simplified_Chinese', 'Spanish', 'English']) });
export const wordMarks = z.object({ learning: z.array(z.string()), known: z.array(z.string()) });
export type WordMarks = z.infer<typeof wordMarks>;

// ---------------------------------------------------------------- archive (/user/archived, decision 0105)

export const ARCHIVE_KINDS = ['article', 'video', 'word'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];
export const archiveParams = z.object({ kind: z.enum(ARCHIVE_KINDS), id: rowIdParam });
export const archiveQuery = z.object({ kind: z.enum(ARCHIVE_KINDS).optional(), page: pageNumber, size: pageSize(100, 30) });
export const archivedItem = z.object({
  kind: z.enum(ARCHIVE_KINDS),
  /** The article's, the video's or the notebook word's id. */
  id: z.number().int(),
  title: z.string(),
  /** Level of an article or a video; the meaning of a word. */
  detail: z.string().nullable(),
  /** The language of a word (its pronunciation is in `detail` when there is no meaning). */
  language: z.string().nullable(),
  archived_at: z.string(),
});
export type ArchivedItem = z.infer<typeof archivedItem>;
export const archivedList = paged(archivedItem);
export type ArchivedList = z.infer<typeof archivedList>;
export const archiveState = z.object({ kind: z.enum(ARCHIVE_KINDS), id: z.number().int(), archived: z.boolean() });
export type ArchiveState = z.infer<typeof archiveState>;
