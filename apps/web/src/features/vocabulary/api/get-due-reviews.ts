import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLearningLanguage } from '../../../lib/learning-language';
import { getToken } from '../../../lib/storage';
import { vocabularyKeys } from './query-keys';

export type DueReviews = { items: VocabularyEntry[]; total_due: number };

/** GET /vocabulary/review/due: saved words due for review now, the most overdue first. */
export const getDueReviews = (language: LearningLanguage, limit: number) =>
  apiRequest<DueReviews>('/vocabulary/review/due', { query: { learning_language: language, limit } });

/** The review queue of a session; read once, then the page works through its own copy. */
export function useDueReviews(language: LearningLanguage, limit = 50) {
  return useQuery({
    queryKey: vocabularyKeys.dueList(language, limit),
    queryFn: () => getDueReviews(language, limit),
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

/** How many saved words of the learning language are due now (the dashboard menu's badge); 0 for visitors. */
export function useDueCount(): number {
  const language = useLearningLanguage();
  const { data } = useQuery({
    queryKey: vocabularyKeys.dueList(language, 1),
    queryFn: () => getDueReviews(language, 1),
    enabled: !!getToken(),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
  return data?.total_due ?? 0;
}

/**
 * Refreshes the due count and the next-review time after a save or a review; a review session's
 * own queue (a larger limit) is left alone, so cards do not reshuffle under the learner.
 */
export function refreshDueCount(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: vocabularyKeys.due(), predicate: (q) => q.queryKey[3] === 1 });
  void qc.invalidateQueries({ queryKey: vocabularyKeys.nextDues() });
}
