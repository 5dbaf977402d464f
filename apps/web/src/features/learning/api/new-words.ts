import type { NewWords } from '@lingbridge/contracts/learning';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /learning/new-words?ids=…: per article, how many of its words the learner never met. */
export const getNewWords = (ids: number[]) => apiRequest<NewWords>('/learning/new-words', { query: { ids: ids.join(',') } });

/** The counts for a list of articles, as a map; asked only for a signed-in learner. Public for the article list. */
export function useNewWords(ids: number[], enabled: boolean) {
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...learningKeys.all, 'new-words', sorted.join(',')],
    queryFn: () => getNewWords(sorted),
    enabled: enabled && sorted.length > 0,
    staleTime: 60_000,
    select: (d) => new Map(d.items.map((i) => [i.article_id, i.new_words])),
  });
}
