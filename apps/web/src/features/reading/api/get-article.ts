import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from './query-keys';

/** GET /article/{id}: the annotated text when open, a teaser with the lock reason otherwise. */
export const getArticle = (id: number) => apiRequest<ArticleDetail>(`/article/${id}`);

export const articleQuery = (id: number) => queryOptions({ queryKey: readingKeys.article(id), queryFn: () => getArticle(id), staleTime: 5 * 60_000 });

export const useArticle = (id: number) => useQuery({ ...articleQuery(id), enabled: Number.isFinite(id) && id > 0 });
