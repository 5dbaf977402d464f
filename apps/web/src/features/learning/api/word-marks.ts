import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { WordMarks } from '@lingbridge/contracts/learning';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

export type WordMark = 'learning' | 'known';

/** GET /learning/word-marks: my saved words of a language, as key → learning or known. Signed in only. */
export function useWordMarks(language: LearningLanguage, enabled: boolean) {
  return useQuery({
    queryKey: [...learningKeys.all, 'word-marks', language],
    queryFn: () => apiRequest<WordMarks>('/learning/word-marks', { query: { language } }),
    enabled,
    staleTime: 60_000,
    select: (d) => new Map<string, WordMark>([...d.learning.map((k) => [k, 'learning'] as const), ...d.known.map((k) => [k, 'known'] as const)]),
  });
}
