import type { Paged } from '@lingbridge/contracts/common';
import type { Ticket } from '@lingbridge/contracts/speak-participation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myListPath, speakKeys } from './query-keys';

/** GET /debate/tickets: a page of my audience tickets, pending or approved (decision 0209). */
export const listTickets = (page = 1) => apiRequest<Paged<Ticket>>(myListPath('/debate/tickets', page));

export const useTickets = (page = 1) => useQuery({ queryKey: [...speakKeys.tickets, page], queryFn: () => listTickets(page) });
