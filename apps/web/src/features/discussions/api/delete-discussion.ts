import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discussionKeys } from './query-keys';

/** DELETE /discussions/{id}: a question with its answers, or one answer. */
export function useDeleteDiscussion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/discussions/${id}`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: discussionKeys.all }),
  });
}
