import type { Order } from '@lingbridge/contracts/billing';
import type { Paged } from '@lingbridge/contracts/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const listOrders = (page: number, size = 20) => apiRequest<Paged<Order>>('/billing/orders', { query: { page, size } });

/** GET /billing/orders: the signed-in user's orders, newest first. */
export const useOrders = (page: number, enabled = true) =>
  useQuery({ queryKey: ['billing', 'orders', page], queryFn: () => listOrders(page), enabled, placeholderData: keepPreviousData });
