import type { QuoteBody } from '@lingbridge/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type QuoteAnswer = { id: number; tier: string; estimate_cents_per_year: number | null };

/** POST /billing/quote: a group-offer quote or demo request, stored and e-mailed to the team. */
export const requestQuote = (body: QuoteBody) => apiRequest<QuoteAnswer>('/billing/quote', { method: 'POST', json: body });

export const useRequestQuote = () => useMutation({ mutationFn: requestQuote });
