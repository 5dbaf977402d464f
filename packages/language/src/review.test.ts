import { describe, expect, it } from 'vitest';
import { isDue, isReviewRating, newReviewCard, previewReview, scheduleReview, type ReviewCard } from './review.js';

const now = new Date('2026-01-10T09:00:00.000Z');
const day = 86_400_000;

describe('scheduleReview', () => {
  it('starts a new card due now', () => {
    const card = newReviewCard(now);
    expect(card).toMatchObject({ state: 'new', reps: 0, lapses: 0, due: now.toISOString(), lastReview: null });
    expect(isDue(card, now)).toBe(true);
  });

  it('schedules easy further than good, good further than hard, hard further than again', () => {
    const p = previewReview(newReviewCard(now), now);
    const t = (r: keyof typeof p) => Date.parse(p[r]);
    expect(t('again')).toBeLessThan(t('hard'));
    expect(t('hard')).toBeLessThanOrEqual(t('good'));
    expect(t('good')).toBeLessThan(t('easy'));
    expect(t('again')).toBeGreaterThan(now.getTime());
  });

  it('grows the interval with successive good answers and resets on again', () => {
    let card: ReviewCard = newReviewCard(now);
    let at = now;
    const gaps: number[] = [];
    for (let i = 0; i < 5; i++) {
      card = scheduleReview(card, 'good', at).card;
      gaps.push(Date.parse(card.due) - at.getTime());
      at = new Date(card.due);
    }
    expect(card.state).toBe('review');
    expect(gaps[4]).toBeGreaterThan(gaps[3]);
    expect(gaps[4]).toBeGreaterThan(3 * day);
    const lapse = scheduleReview(card, 'again', at);
    expect(lapse.card.lapses).toBe(1);
    expect(lapse.card.state).toBe('relearning');
    expect(Date.parse(lapse.card.due) - at.getTime()).toBeLessThan(day);
    expect(lapse.log).toMatchObject({ rating: 'again', previousState: 'review', reviewedAt: at.toISOString() });
  });

  it('is pure, deterministic and JSON-serialisable', () => {
    const card = newReviewCard(now);
    const copy = JSON.parse(JSON.stringify(card));
    const a = scheduleReview(card, 'good', now);
    const b = scheduleReview(JSON.parse(JSON.stringify(card)), 'good', now);
    expect(card).toEqual(copy);
    expect(a).toEqual(b);
    expect(JSON.parse(JSON.stringify(a.card))).toEqual(a.card);
    expect(typeof a.card.due).toBe('string');
  });

  it('rejects unknown ratings', () => {
    expect(isReviewRating('good')).toBe(true);
    expect(isReviewRating('perfect')).toBe(false);
    expect(() => scheduleReview(newReviewCard(now), 'perfect' as never, now)).toThrow(RangeError);
  });
});
