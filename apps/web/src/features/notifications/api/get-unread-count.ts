import type { UnreadCountResponse } from '@lingbridge/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/**
 * Notifications are pushed live over the realtime socket (hooks/use-live-notifications.ts); this
 * slow poll is the safety net for a tab whose socket is refused (an unverified account) or away.
 */
export const UNREAD_POLL_MS = 300_000;

export const getUnreadCount = () => apiRequest<UnreadCountResponse>('/notification/unread_count');

/** GET /notification/unread_count: the bell's number, asked again on focus, after a reconnect and every five minutes. */
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
