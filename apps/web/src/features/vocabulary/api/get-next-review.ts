import type { LearningLanguage } from '@lingbridge/contracts/common';
import { useQuery } from '@tanstack/react-query';
import { listVocabulary } from './list-vocabulary';
import { vocabularyKeys } from './query-keys';

/**
 * When the next saved word falls due, and how many words are saved: from the notebook's newest
 * 250 saved words (the due call answers only words due now).
 */
export function useNextReview(language: LearningLanguage, enabled = true) {
  return useQuery({
    queryKey: vocabularyKeys.nextDue(language),
    queryFn: async () => {
      const page = await listVocabulary({ page: 1, size: 250, learning_language: language, is_saved: true });
      const times = page.items.map((e) => (e.due_at ? Date.parse(e.due_at) : NaN)).filter((n) => !Number.isNaN(n));
      return { savedTotal: page.total, nextDueAt: times.length ? new Date(Math.min(...times)) : null };
    },
    enabled,
  });
}
