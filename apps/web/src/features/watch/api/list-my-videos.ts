import { POLLING } from '@lingbridge/contracts/constants';
import type { Paged } from '@lingbridge/contracts/common';
import type { Video, VideoStatus } from '@lingbridge/contracts/watch';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isProcessing } from '../lib/progress';
import { watchKeys } from './query-keys';

export type MyVideosParams = { page: number; size: number; status?: VideoStatus };

/** GET /video: the signed-in user's videos, newest first. */
export const listMyVideos = (params: MyVideosParams) => apiRequest<Paged<Video>>('/video', { query: params });

/**
 * A page of the user's videos; re-read every 10 s while any of them is still processing (the
 * floating panel and the upload box, spec 01 §4).
 */
export const useMyVideos = (params: MyVideosParams, enabled = true) =>
  useQuery({
    queryKey: watchKeys.mine(params),
    queryFn: () => listMyVideos(params),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((v) => isProcessing(v.transcribe_status)) ? POLLING.videoStatusMs : false),
    retry: false,
  });
