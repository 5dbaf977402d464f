import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vocabularyKeys } from './query-keys';

/** DELETE /video/sentence/{id}. */
export const deleteSentence = (id: number) => apiRequest<null>(`/video/sentence/${id}`, { method: 'DELETE' });

export function useDeleteSentence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSentence,
    onSuccess: () => qc.invalidateQueries({ queryKey: vocabularyKeys.sentences() }),
  });
}
