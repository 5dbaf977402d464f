import type { Paged } from '@lingbridge/contracts/common';
import type { Sentence } from '@lingbridge/contracts/vocabulary';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vocabularyKeys } from './query-keys';

export const SENTENCE_PAGE_SIZE = 10;

/** GET /video/sentence/list: the user's saved sentences, newest first. */
export const listSentences = (page: number, size = SENTENCE_PAGE_SIZE) => apiRequest<Paged<Sentence>>('/video/sentence/list', { query: { page, size } });

export function useSentencePage(page: number) {
  return useQuery({
    queryKey: vocabularyKeys.sentencePage(page),
    queryFn: () => listSentences(page),
    placeholderData: keepPreviousData,
  });
}

/**
 * The sentences the learner saved from one article or video (GET /video/sentence/list?article_id=
 * or video_id=), for the reader's and the player's marks: all of them, not only the latest few.
 * Under the sentences key, so saving one refreshes them. Not asked for visitors.
 */
export function useSentencesFrom(source: { article_id: number } | { video_id: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...vocabularyKeys.sentences(), 'from', source],
    queryFn: () => apiRequest<Paged<Sentence>>('/video/sentence/list', { query: { ...source, size: 250 } }),
    enabled,
  });
}

/** The sentences saved from one article (the reader marks them, decision 0068). */
export const useArticleSentences = (articleId: number, enabled: boolean) => useSentencesFrom({ article_id: articleId }, enabled);
