import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

/**
 * Mounts the notification container the first time something calls `notifications.show()`;
 * the store keeps what was shown meanwhile, so nothing is lost.
 */
export function DeferredNotifications() {
  const [needed, setNeeded] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (needed) return;
    return notificationsStore.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
