import type { Popularity } from '@lingbridge/contracts/learning';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /learning/popularity: views of my uploaded videos, likes and participants of my events. */
export const usePopularity = () => useQuery({ queryKey: [...learningKeys.all, 'popularity'], queryFn: () => apiRequest<Popularity>('/learning/popularity') });
