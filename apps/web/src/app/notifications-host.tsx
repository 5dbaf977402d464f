import { Notifications } from '@mantine/notifications';

/** The toast container, in its own chunk: most visits never show a notification. */
export function NotificationsHost() {
  return <Notifications position="top-right" limit={3} />;
}
