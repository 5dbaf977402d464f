import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** GET /debate/likes: the ids of the events I like, newest first, at most 200 (decision 0215). */
export const getMyLikes = () => apiRequest<{ debate_ids: number[] }>('/debate/likes');

export const useMyLikes = (enabled: boolean) => useQuery({ queryKey: speakKeys.likes, queryFn: getMyLikes, enabled, select: (d) => d.debate_ids });
