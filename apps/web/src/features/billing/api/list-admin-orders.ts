import type { AdminOrder, AdminOrdersQuery } from '@lingbridge/contracts/billing';
import type { Paged } from '@lingbridge/contracts/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type AdminOrderFilters = Omit<AdminOrdersQuery, 'page' | 'size'>;

export const listAdminOrders = (filters: AdminOrderFilters, page: number, size = 20) =>
  apiRequest<Paged<AdminOrder>>('/billing/admin/orders', { query: { ...filters, page, size } });

/** GET /billing/admin/orders: every order, filtered, newest first (admins). */
export const useAdminOrders = (filters: AdminOrderFilters, page: number) =>
  useQuery({ queryKey: ['billing', 'admin-orders', filters, page], queryFn: () => listAdminOrders(filters, page), placeholderData: keepPreviousData });

/** Every order that matches the filters, page by page (for the CSV export; at most 50 pages of 250). */
export async function listAllAdminOrders(filters: AdminOrderFilters) {
  const all: AdminOrder[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await listAdminOrders(filters, page, 250);
    all.push(...res.items);
    if (page >= res.pages) break;
  }
  return all;
}
