import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /billing/portal: Stripe's customer portal, for the card and invoices. */
export const openPortal = () => apiRequest<{ url: string }>('/billing/portal', { method: 'POST' });

export const useOpenPortal = () => useMutation({ mutationFn: openPortal, onSuccess: ({ url }) => window.location.assign(url) });
