import type { Video } from '@lingbridge/contracts/watch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchKeys } from './query-keys';

/** DELETE /video/{id} (owner or admin). */
export const deleteVideo = (id: number) => apiRequest<null>(`/video/${id}`, { method: 'DELETE' });

/** POST /video/{id}/retry: runs a failed video again. */
export const retryVideo = (id: number) => apiRequest<Video>(`/video/${id}/retry`, { method: 'POST' });

/** Any call that changes videos, refreshing every watch query afterwards. */
export function useWatchMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: watchKeys.all }) });
}
