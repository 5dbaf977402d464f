import type { CheckoutView } from '@lingbridge/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getCheckout = (sessionId: string) => apiRequest<CheckoutView>(`/billing/checkout/${encodeURIComponent(sessionId)}`);

export const checkoutQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: ['billing', 'checkout', sessionId], queryFn: () => getCheckout(sessionId), retry: false });

/**
 * GET /billing/checkout/{session_id}. With `poll`, re-reads every 2 s while the order is pending
 * (Stripe confirms by webhook a moment after the buyer returns).
 */
export function useCheckout(sessionId: string | null, opts: { poll?: boolean } = {}) {
  return useQuery({
    ...checkoutQueryOptions(sessionId ?? ''),
    enabled: !!sessionId,
    refetchInterval: (q) => (opts.poll && ['pending', 'not_started'].includes(q.state.data?.order.status ?? '') ? 2000 : false),
  });
}
