import type { SavedState, SavedSummary, SavedVideos } from '@lingbridge/contracts/learning';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

const savedKey = [...learningKeys.all, 'saved'] as const;
export const SAVED_VIDEOS_PAGE_SIZE = 24;

/** GET /learning/saved: how many words, sentences and videos I saved. */
export const useSavedSummary = () => useQuery({ queryKey: [...savedKey, 'summary'], queryFn: () => apiRequest<SavedSummary>('/learning/saved') });

/** GET /learning/saved/videos: the videos I saved, newest first. */
export const useSavedVideos = (page: number, size = SAVED_VIDEOS_PAGE_SIZE) =>
  useQuery({
    queryKey: [...savedKey, 'videos', page, size],
    queryFn: () => apiRequest<SavedVideos>('/learning/saved/videos', { query: { page, size } }),
    placeholderData: keepPreviousData,
  });

/** GET /learning/saved/videos/{id}: whether I saved this video. */
export const useSavedState = (videoId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...savedKey, 'state', videoId],
    queryFn: () => apiRequest<SavedState>(`/learning/saved/videos/${videoId}`),
    enabled: enabled && videoId > 0,
  });

/** PUT or DELETE /learning/saved/videos/{id}. */
export function useToggleSavedVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, save }: { videoId: number; save: boolean }) =>
      apiRequest<SavedState | undefined>(`/learning/saved/videos/${videoId}`, { method: save ? 'PUT' : 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: savedKey }),
  });
}
