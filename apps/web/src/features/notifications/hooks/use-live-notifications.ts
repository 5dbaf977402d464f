import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tabRealtime, type RealtimeSocket } from '../../../lib/realtime-socket';
import { notificationKeys } from '../api/query-keys';
import { subscribeNotificationFrames } from '../lib/notification-frames';

/**
 * Keeps the tab's realtime socket open while a signed-in user's bell is shown, and applies live
 * `notification` frames to the query cache. After a reconnect the count and list are fetched again
 * (a frame may have been missed while the socket was away; the stored list is the truth).
 */
export function useLiveNotifications(enabled: boolean, realtime: () => RealtimeSocket = tabRealtime) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const rt = realtime();
    let opened = false;
    const stops = [
      subscribeNotificationFrames(qc, (type, handler) => rt.subscribe(type, handler)),
      rt.onStatus((s) => {
        if (s !== 'open') return;
        if (opened) void qc.invalidateQueries({ queryKey: notificationKeys.unread });
        if (opened) void qc.invalidateQueries({ queryKey: ['notifications', 'list'] });
        opened = true;
      }),
      rt.retain(),
    ];
    return () => stops.forEach((stop) => stop());
  }, [enabled, qc, realtime]);
}
