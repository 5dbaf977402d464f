import type { PlansResponse } from '@lingbridge/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getPlans = () => apiRequest<PlansResponse>('/billing/plans');

export const plansQueryOptions = () => queryOptions({ queryKey: ['billing', 'plans'], queryFn: getPlans, staleTime: 10 * 60_000 });

/** GET /billing/plans: plans in cents, group tiers and whether payments run in the sandbox. */
export const usePlans = () => useQuery(plansQueryOptions());
