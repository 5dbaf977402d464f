import type { Paged } from '@lingbridge/contracts/common';
import type { Video } from '@lingbridge/contracts/watch';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchKeys } from './query-keys';

export type CatalogueParams = { page?: number; size?: number; learning_language?: string; category?: number; level?: string; q?: string };

/** GET /video/list: the public catalogue (successful public videos), searchable with `q`. */
export const listVideos = (params: CatalogueParams) => apiRequest<Paged<Video>>('/video/list', { query: { ...params, q: params.q || undefined } });

export const useVideoCatalogue = (params: CatalogueParams) =>
  useQuery({ queryKey: watchKeys.catalogue(params), queryFn: () => listVideos(params), placeholderData: keepPreviousData });
