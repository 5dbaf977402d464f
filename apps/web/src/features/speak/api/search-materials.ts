import type { Paged } from '@lingbridge/contracts/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Found = { id: number; title: string; level?: string | null; language?: string | null };

/** GET /article (the Read list API): published articles matching `q`, to pick as an event's material. */
export const searchArticles = (q: string, learning_language?: string) =>
  apiRequest<Paged<Found>>('/article', { query: { q: q || undefined, size: 8, learning_language: learning_language || undefined } });
/** GET /video/list (the Watch catalogue API): public videos matching `q`. */
export const searchVideos = (q: string, learning_language?: string) =>
  apiRequest<Paged<Found>>('/video/list', { query: { q: q || undefined, size: 8, learning_language: learning_language || undefined } });

export const useMaterialSearch = (kind: 'article' | 'video', q: string, language?: string) =>
  useQuery({
    queryKey: ['speak', 'material-search', kind, q, language ?? ''],
    queryFn: () => (kind === 'article' ? searchArticles(q, language) : searchVideos(q, language)),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
