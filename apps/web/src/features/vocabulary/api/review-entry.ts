import type { REVIEW_RATINGS, VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshDueCount } from './get-due-reviews';

export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** POST /vocabulary/review/{id}: grades a flip card; the server schedules the next review (FSRS). */
export const reviewEntry = (id: number, rating: ReviewRating) => apiRequest<VocabularyEntry>(`/vocabulary/review/${id}`, { method: 'POST', json: { rating } });

export function useReviewEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: number; rating: ReviewRating }) => reviewEntry(id, rating),
    onSuccess: () => {
      // The menu badge counts down; the session keeps its own queue.
      refreshDueCount(qc);
    },
  });
}
