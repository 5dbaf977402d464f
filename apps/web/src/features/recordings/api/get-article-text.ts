import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /article/{id} (the main API): the text a teacher reads beside a learner's recording. */
export const useArticleText = (id: number) =>
  useQuery({ queryKey: ['recordings', 'article', id], queryFn: () => apiRequest<ArticleDetail>(`/article/${id}`), retry: false, staleTime: 5 * 60_000 });
