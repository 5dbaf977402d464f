import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';

/** The four answers of a flip-card review. */
export type ReviewRating = 'again' | 'hard' | 'good' | 'easy';

/** Learning state names, as stored. */
export type ReviewState = 'new' | 'learning' | 'review' | 'relearning';

/** FSRS card state, JSON-serialisable (dates are ISO strings) for storage in a JSON column. */
export interface ReviewCard {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: ReviewState;
  lastReview: string | null;
}

/** What happened at one review, for a review history. */
export interface ReviewLogEntry {
  rating: ReviewRating;
  reviewedAt: string;
  previousState: ReviewState;
  previousDue: string;
  nextDue: string;
  scheduledDays: number;
}

/** The four ratings, in button order. */
export const REVIEW_RATINGS: readonly ReviewRating[] = ['again', 'hard', 'good', 'easy'];

const RATING: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
const STATES: ReviewState[] = ['new', 'learning', 'review', 'relearning'];
const STATE_ENUM: Record<ReviewState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

// No fuzz: the same card, rating and time always give the same schedule.
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true });

function toCard(c: ReviewCard): Card {
  return {
    due: new Date(c.due),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsedDays,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: STATE_ENUM[c.state],
    last_review: c.lastReview ? new Date(c.lastReview) : undefined,
  };
}

function fromCard(c: Card): ReviewCard {
  return {
    due: c.due.toISOString(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsedDays: c.elapsed_days,
    scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: STATES[c.state],
    lastReview: c.last_review ? c.last_review.toISOString() : null,
  };
}

/** A new card, due immediately at `now`. */
export function newReviewCard(now: Date = new Date()): ReviewCard {
  return fromCard(createEmptyCard(now));
}

/** True when the string is one of again / hard / good / easy. */
export function isReviewRating(x: unknown): x is ReviewRating {
  return typeof x === 'string' && (REVIEW_RATINGS as readonly string[]).includes(x);
}

/**
 * Schedules the next review with FSRS (ts-fsrs, no fuzz). Pure: returns the
 * new card state and a log entry; the input card is not modified.
 * @example scheduleReview(newReviewCard(now), 'good', now).card.due // ISO date of the next review
 */
export function scheduleReview(card: ReviewCard, rating: ReviewRating, now: Date = new Date()): { card: ReviewCard; log: ReviewLogEntry } {
  if (!isReviewRating(rating)) throw new RangeError(`invalid rating: ${String(rating)}`);
  const next = scheduler.next(toCard(card), now, RATING[rating]);
  const result = fromCard(next.card);
  return {
    card: result,
    log: {
      rating,
      reviewedAt: now.toISOString(),
      previousState: card.state,
      previousDue: card.due,
      nextDue: result.due,
      scheduledDays: result.scheduledDays,
    },
  };
}

/** Next due date for each rating, e.g. to label the four buttons. */
export function previewReview(card: ReviewCard, now: Date = new Date()): Record<ReviewRating, string> {
  const out = {} as Record<ReviewRating, string>;
  for (const r of REVIEW_RATINGS) out[r] = scheduleReview(card, r, now).card.due;
  return out;
}

/** True when the card is due at `now`. */
export function isDue(card: ReviewCard, now: Date = new Date()): boolean {
  return Date.parse(card.due) <= now.getTime();
}
