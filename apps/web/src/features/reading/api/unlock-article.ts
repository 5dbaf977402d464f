import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from './query-keys';

/** POST /article/{id}/unlock: spends one free use on the article (only when the learner chose to) and answers it open. */
export const unlockArticle = (id: number) => apiRequest<ArticleDetail>(`/article/${id}/unlock`, { method: 'POST' });

/** Unlocks, then shows the opened article in place; lists and the uses left are read again. */
export function useUnlockArticle(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unlockArticle(id),
    onSuccess: (article) => {
      client.setQueryData(readingKeys.article(id), article);
      void client.invalidateQueries({ queryKey: ['reading', 'articles'] });
      void client.invalidateQueries({ queryKey: ['billing', 'entitlements'] });
    },
  });
}
