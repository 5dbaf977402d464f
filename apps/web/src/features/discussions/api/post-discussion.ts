import type { DiscussionKind } from '@lingbridge/contracts/discussions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discussionKeys } from './query-keys';

type Post = { kind: DiscussionKind; ref: number; body: string; questionId?: number };

/** POST /discussions (a question) or /discussions/{id}/answers (an answer to it). */
export function usePostDiscussion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ref, body, questionId }: Post) =>
      questionId
        ? apiRequest<{ id: number }>(`/discussions/${questionId}/answers`, { method: 'POST', json: { body } })
        : apiRequest<{ id: number }>('/discussions', { method: 'POST', json: { kind, ref, body } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}
