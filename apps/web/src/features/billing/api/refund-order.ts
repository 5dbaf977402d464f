import type { AdminOrder } from '@lingbridge/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type RefundAnswer = { order: AdminOrder; refunded_cents: number; months: number };

/** POST /billing/admin/orders/{id}/refund: refunds a yearly order by whole remaining months. */
export const refundOrder = (id: number) => apiRequest<RefundAnswer>(`/billing/admin/orders/${id}/refund`, { method: 'POST' });

export function useRefundOrder() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: refundOrder, onSuccess: () => qc.invalidateQueries({ queryKey: ['billing', 'admin-orders'] }) });
}
