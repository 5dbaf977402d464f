import type { SubscriptionResponse } from '@lingbridge/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionQueryOptions } from './get-subscription';

/** POST /billing/subscription/cancel: stops renewal; access stays until the paid period ends. */
export const cancelSubscription = () => apiRequest<SubscriptionResponse>('/billing/subscription/cancel', { method: 'POST' });
/** POST /billing/subscription/resume: undoes a cancellation before the period ends. */
export const resumeSubscription = () => apiRequest<SubscriptionResponse>('/billing/subscription/resume', { method: 'POST' });

export function useChangeSubscription(action: 'cancel' | 'resume') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: action === 'cancel' ? cancelSubscription : resumeSubscription,
    onSuccess: (data) => {
      qc.setQueryData(subscriptionQueryOptions().queryKey, data);
      void qc.invalidateQueries({ queryKey: ['user', 'me'] });
    },
  });
}
