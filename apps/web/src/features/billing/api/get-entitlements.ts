import type { Entitlements } from '@lingbridge/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getEntitlements = () => apiRequest<Entitlements>('/billing/entitlements');

/** GET /billing/entitlements: PRO or free, and the free uses left. */
export const useEntitlements = (enabled = true) => useQuery({ queryKey: ['billing', 'entitlements'], queryFn: getEntitlements, enabled });
