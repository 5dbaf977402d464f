import type { CheckoutView } from '@lingbridge/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutQueryOptions } from './get-checkout';

type Outcome = 'success' | 'decline' | 'cancel';

/** POST /billing/sandbox/{session_id}/complete: the sandbox page's Pay, Decline and Cancel. */
export const completeSandbox = (sessionId: string, outcome: Outcome) =>
  apiRequest<CheckoutView>(`/billing/sandbox/${encodeURIComponent(sessionId)}/complete`, { method: 'POST', json: { outcome } });

export function useCompleteSandbox(sessionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (outcome: Outcome) => completeSandbox(sessionId, outcome),
    onSuccess: (view) => {
      qc.setQueryData(checkoutQueryOptions(sessionId).queryKey, view);
      // is_paid, verify_status and the orders change with a payment.
      void qc.invalidateQueries({ queryKey: ['user', 'me'] });
      void qc.invalidateQueries({ queryKey: ['billing'], predicate: (q) => q.queryKey[1] !== 'checkout' });
    },
  });
}
