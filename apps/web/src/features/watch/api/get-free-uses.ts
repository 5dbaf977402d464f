import type { Entitlements } from '@lingbridge/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

const getFreeUses = () => apiRequest<Entitlements>('/billing/entitlements');

/**
 * The signed-in learner's free uses (GET /billing/entitlements, the cache key billing uses), for
 * saying what a submission costs. Not asked for visitors.
 */
export const useFreeUses = () => useQuery({ queryKey: ['billing', 'entitlements'], queryFn: getFreeUses, enabled: !!getToken() });
