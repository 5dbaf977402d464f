import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveNotifications } from '../hooks/use-live-notifications';

/**
 * The header's bell: the unread count, and the way to /user/notification. The count comes from
 * the query cache, which a live `notification` frame updates (lib/notification-frames.ts) over the
 * tab's realtime socket, held open while the bell is shown (it is shown to signed-in users only).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount(true).data ?? 0;
  useLiveNotifications(true);
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={!unread} color="red" offset={5} data-testid="notification-count">
      <ActionIcon
        component={Link}
        to="/user/notification"
        variant="subtle"
        color="gray"
        size={38}
        radius="xl"
        c="#27323d"
        aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        data-testid="notification-bell"
      >
        <Icon name="bell" size={22} />
      </ActionIcon>
    </Indicator>
  );
}
