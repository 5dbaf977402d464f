import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { Video } from '@lingbridge/contracts/watch';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getLearningLanguage } from '../../../lib/learning-language';
import { watchKeys } from './query-keys';

/** GET /video/default: the demo video for a learning language, with its transcript. */
export const getDefaultVideo = (language: LearningLanguage) => apiRequest<Video>('/video/default', { query: { learning_language: language } });

const defaultVideoQuery = (language: LearningLanguage) => ({
  queryKey: watchKeys.defaultVideo(language),
  queryFn: () => getDefaultVideo(language),
  staleTime: 5 * 60_000,
});

export const useDefaultVideo = (language: LearningLanguage) => useQuery(defaultVideoQuery(language));

/**
 * /video's data, asked for before the page renders: by the server renderer, which waits for it
 * (decision 0044). The language is the stored learning language (the request's preferences cookie
 * on the server).
 */
export async function prefetchDefaultVideo(client: QueryClient): Promise<void> {
  await client.fetchQuery(defaultVideoQuery(getLearningLanguage()));
}
