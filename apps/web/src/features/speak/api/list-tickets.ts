import type { Ticket } from '@lingbridge/contracts/speak-participation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** GET /debate/tickets: my audience tickets, pending or approved. */
export const listTickets = () => apiRequest<Ticket[]>('/debate/tickets');

export const useTickets = () => useQuery({ queryKey: speakKeys.tickets, queryFn: listTickets });
