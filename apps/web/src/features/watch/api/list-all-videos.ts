import type { Paged } from '@lingbridge/contracts/common';
import type { Video, VideoStatus } from '@lingbridge/contracts/watch';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchKeys } from './query-keys';

export type AdminListParams = { page: number; size: number; status?: VideoStatus; q?: string; language?: string; is_public?: 'true' | 'false' };

/** GET /video/admin/list (admins): every video, private ones included, newest first. */
export const listAllVideos = (params: AdminListParams) => apiRequest<Paged<Video>>('/video/admin/list', { query: { ...params, q: params.q || undefined } });

export const useAllVideos = (params: AdminListParams) =>
  useQuery({ queryKey: watchKeys.adminList(params), queryFn: () => listAllVideos(params), placeholderData: keepPreviousData });
