import type { NotificationItem, ReadAllResponse, UnreadCountResponse } from '@lingbridge/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** POST /notification/{id}/read: idempotent; answers the notification with its read time. */
export const markNotificationRead = (id: number) => apiRequest<NotificationItem>(`/notification/${id}/read`, { method: 'POST' });
/** POST /notification/read_all. */
export const markAllNotificationsRead = () => apiRequest<ReadAllResponse>('/notification/read_all', { method: 'POST' });

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => void qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (r) => {
      qc.setQueryData<UnreadCountResponse>(notificationKeys.unread, { unread_count: r.unread_count });
      void qc.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}
