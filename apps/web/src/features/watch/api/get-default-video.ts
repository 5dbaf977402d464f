import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { Video } from '@lingbridge/contracts/watch';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchKeys } from './query-keys';

/** GET /video/default: the demo video for a learning language, with its transcript. */
export const getDefaultVideo = (language: LearningLanguage) => apiRequest<Video>('/video/default', { query: { learning_language: language } });

export const useDefaultVideo = (language: LearningLanguage) =>
  useQuery({ queryKey: watchKeys.defaultVideo(language), queryFn: () => getDefaultVideo(language), staleTime: 5 * 60_000 });
