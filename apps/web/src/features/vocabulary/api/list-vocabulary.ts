import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { Paged } from '@lingbridge/contracts/common';
import { LIST_SIZES } from '@lingbridge/contracts/constants';
import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vocabularyKeys } from './query-keys';

export type VocabularyQuery = { page: number; size: number; learning_language?: LearningLanguage; is_saved?: boolean; q?: string };

/** GET /vocabulary: the user's entries, newest first (saved words by when they were saved). */
export const listVocabulary = (query: VocabularyQuery) => apiRequest<Paged<VocabularyEntry>>('/vocabulary', { query: { ...query, q: query.q || undefined } });

/** One page of the notebook: saved words, 10 a page (spec 01 §9), optionally searched. */
export function useNotebookPage(language: LearningLanguage, page: number, q: string) {
  return useQuery({
    queryKey: vocabularyKeys.notebook(language, page, q),
    queryFn: () => listVocabulary({ page, size: LIST_SIZES.notebook, learning_language: language, is_saved: true, q }),
    placeholderData: keepPreviousData,
  });
}

/** Every saved word of a language (for the exports), read 250 at a time. */
export async function fetchAllSaved(language: LearningLanguage): Promise<VocabularyEntry[]> {
  const all: VocabularyEntry[] = [];
  for (let page = 1; ; page++) {
    const res = await listVocabulary({ page, size: 250, learning_language: language, is_saved: true });
    all.push(...res.items);
    if (page >= res.pages || res.items.length === 0) return all;
  }
}

/**
 * The lookup history: 20 a page from page 1, newest first by updated_at (spec 01 §9); the next
 * page exists while fewer entries are shown than the total.
 */
export function useLookupHistory(language: LearningLanguage) {
  return useInfiniteQuery({
    queryKey: vocabularyKeys.history(language),
    queryFn: ({ pageParam }) => listVocabulary({ page: pageParam, size: LIST_SIZES.vocabularyHistory, learning_language: language }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (shownCount(pages) < last.total ? last.page + 1 : undefined),
  });
}

/** How many entries the loaded pages show. */
export const shownCount = (pages: Paged<VocabularyEntry>[]) => pages.reduce((n, p) => n + p.items.length, 0);
