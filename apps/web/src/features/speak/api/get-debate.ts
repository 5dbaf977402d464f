import type { Debate } from '@lingbridge/contracts/speak';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** GET /debate/{id}: one event with its materials, seats left, my part and my abilities. */
export const getDebate = (id: number) => apiRequest<Debate>(`/debate/${id}`);

export const useDebate = (id: number) => useQuery({ queryKey: speakKeys.debate(id), queryFn: () => getDebate(id), enabled: Number.isInteger(id) && id > 0 });
