import type { Paged } from '@lingbridge/contracts/common';
import type { Magazine, MagazineDetail } from '@lingbridge/contracts/reading';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from './query-keys';

type Params = { page?: number; size?: number; status?: 'draft' | 'published' | 'all' };

/** GET /magazine: issues, newest first. */
export const listMagazines = (params: Params = {}) => apiRequest<Paged<Magazine>>('/magazine', { query: params });
export const magazinesQuery = (params: Params = {}) => queryOptions({ queryKey: readingKeys.magazines(params), queryFn: () => listMagazines(params) });
export const useMagazines = (params: Params = {}) => useQuery(magazinesQuery(params));

/** GET /magazine/{id}: an issue with its articles. */
export const getMagazine = (id: number) => apiRequest<MagazineDetail>(`/magazine/${id}`);
export const magazineQuery = (id: number) => queryOptions({ queryKey: readingKeys.magazine(id), queryFn: () => getMagazine(id) });
export const useMagazine = (id: number | null) => useQuery({ ...magazineQuery(id ?? 0), enabled: !!id });
