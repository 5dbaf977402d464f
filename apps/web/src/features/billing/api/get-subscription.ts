import type { SubscriptionResponse } from '@lingbridge/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getSubscription = () => apiRequest<SubscriptionResponse>('/billing/subscription');

export const subscriptionQueryOptions = () => queryOptions({ queryKey: ['billing', 'subscription'], queryFn: getSubscription });

/** GET /billing/subscription: the live (or latest) subscription and whether it gives access now. */
export const useSubscription = (enabled = true) => useQuery({ ...subscriptionQueryOptions(), enabled });
