import type { Paged } from '@lingbridge/contracts/common';
import type { Magazine, MagazineDetail } from '@lingbridge/contracts/reading';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from './query-keys';

type Params = { page?: number; size?: number; status?: 'draft' | 'published' | 'all' };

/** GET /magazine: issues, newest first. */
export const listMagazines = (params: Params = {}) => apiRequest<Paged<Magazine>>('/magazine', { query: params });
export const useMagazines = (params: Params = {}) => useQuery({ queryKey: readingKeys.magazines(params), queryFn: () => listMagazines(params) });

/** GET /magazine/{id}: an issue with its articles. */
export const getMagazine = (id: number) => apiRequest<MagazineDetail>(`/magazine/${id}`);
export const useMagazine = (id: number | null) =>
  useQuery({ queryKey: readingKeys.magazine(id ?? 0), queryFn: () => getMagazine(id!), enabled: !!id });
