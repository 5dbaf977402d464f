import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vocabularyKeys } from './query-keys';

/** Where a word was met: recorded with the lookup, and the sentence becomes the word's example. */
export type LookupContext = { article_id?: string | number; video_id?: string | number; sentence?: string };

export type LookupRequest = { text: string; from: LearningLanguage; to: LearningLanguage; context?: LookupContext };

/** A way to look a word up: the general dictionary call, or Watch's POST /video/vocabulary. */
export type LookupFetcher = (req: LookupRequest) => Promise<VocabularyEntry>;

/** POST /dictionary/lookup: the entry (meaning null when there is none); counted in the user's history. */
export const lookUpWord: LookupFetcher = ({ text, from, to, context }) =>
  apiRequest<VocabularyEntry>('/dictionary/lookup', {
    method: 'POST',
    json: { text, lang_from: from, lang_to: to, ...(context && Object.keys(context).length ? { context } : {}) },
  });

/**
 * The entry for a word, read like a query: the same word asked twice at once is one call, and a
 * word opened again shows the entry at once while it is looked up (and counted) again.
 */
export function useWordLookup(req: LookupRequest | null, fetcher: LookupFetcher = lookUpWord) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: req ? vocabularyKeys.lookup(req.from, req.to, req.text) : vocabularyKeys.lookups(),
    queryFn: async () => {
      const entry = await fetcher(req!);
      // The history is ordered by the last lookup.
      void qc.invalidateQueries({ queryKey: vocabularyKeys.histories() });
      return entry;
    },
    enabled: !!req,
    staleTime: 0,
    gcTime: 5 * 60_000,
    retry: false,
  });
}
