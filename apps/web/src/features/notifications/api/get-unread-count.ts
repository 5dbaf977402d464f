import type { UnreadCountResponse } from '@lingbridge/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** Until notifications are pushed live, the bell asks again this often while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

export const getUnreadCount = () => apiRequest<UnreadCountResponse>('/notification/unread_count');

/** GET /notification/unread_count: the bell's number, asked again on focus and every minute. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: getUnreadCount,
    select: (d) => d.unread_count,
    enabled,
    // One small count: asked again whenever the tab comes back, however recent the last answer.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_POLL_MS,
  });
