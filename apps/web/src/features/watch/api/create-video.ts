import type { CreateVideoBody, Video } from '@lingbridge/contracts/watch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchKeys } from './query-keys';

/** POST /video: a link or an uploaded file (+ captions); answers the new video (not_started). */
export const createVideo = (body: CreateVideoBody) => apiRequest<Video>('/video', { method: 'POST', json: body });

export function useCreateVideo() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createVideo, onSuccess: () => qc.invalidateQueries({ queryKey: watchKeys.videos() }) });
}
