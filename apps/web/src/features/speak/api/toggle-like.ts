import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** POST /debate/{id}/like: likes the event, or takes the like back. */
export const toggleLike = (id: number) => apiRequest<{ liked: boolean; likes: number }>(`/debate/${id}/like`, { method: 'POST' });

export function useToggleLike() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: toggleLike, onSuccess: () => void qc.invalidateQueries({ queryKey: speakKeys.all }) });
}
