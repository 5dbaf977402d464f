import type { NotificationsPage } from '@lingbridge/contracts/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const listNotifications = (page: number, size = NOTIFICATIONS_PAGE_SIZE) => apiRequest<NotificationsPage>('/notification', { query: { page, size } });

/** GET /notification: the signed-in user's notifications, newest first, with the unread count. */
export const useNotifications = (page: number) =>
  useQuery({ queryKey: notificationKeys.list(page), queryFn: () => listNotifications(page), placeholderData: keepPreviousData, staleTime: 5_000 });
