import type { Paged } from '@lingbridge/contracts/common';
import type { ArticleSummary } from '@lingbridge/contracts/reading';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from './query-keys';

export type ArticleListParams = {
  page?: number;
  size?: number;
  learning_language?: string;
  category?: string;
  level?: string;
  magazine_id?: number;
  q?: string;
  status?: 'draft' | 'published' | 'all';
  has_audio?: 'true' | 'false';
};

/** GET /article: a page of articles `{items, page, pages}`, each marked free or locked for the asker. */
export const listArticles = (params: ArticleListParams) => apiRequest<Paged<ArticleSummary>>('/article', { query: params });

export const articlesQuery = (params: ArticleListParams) =>
  queryOptions({ queryKey: readingKeys.articles(params), queryFn: () => listArticles(params), placeholderData: keepPreviousData });

export const useArticles = (params: ArticleListParams) => useQuery(articlesQuery(params));
