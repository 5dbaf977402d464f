import type { NotificationItem } from '@lingbridge/contracts/notifications';
import { Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { dateTime, relativeTime } from '../../../lib/dates';
import { NOTIFICATION_ICONS, notificationText } from '../lib/notification-text';
import '../notifications.css';

type Props = { item: NotificationItem; onOpen: (item: NotificationItem) => void };

/**
 * One notification: its sentence, when, and whether it is new. Opening it marks it read and
 * follows its link (`?chat=<room>` opens the chat box on that conversation, here).
 */
export function NotificationRow({ item, onOpen }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const unread = !item.read_at;
  const body = (
    <>
      <ThemeIcon size={36} radius="xl" variant="light" color={item.kind.endsWith('failed') ? 'red' : 'teal'} aria-hidden>
        <Icon name={NOTIFICATION_ICONS[item.kind]} size={18} />
      </ThemeIcon>
      <span style={{ minWidth: 0 }}>
        <Text component="span" display="block" className="lb-notification__text">
          {unread && <span className="lb-sr-only">{t('unreadPrefix')} </span>}
          {notificationText(item, t, i18n.language)}
        </Text>
        <Text component="span" display="block" size="sm" c="dimmed" mt={2}>
          <time dateTime={item.created_at} title={dateTime(item.created_at, i18n.language)}>
            {relativeTime(item.created_at, i18n.language)}
          </time>
        </Text>
      </span>
      {unread ? <span className="lb-notification__dot" aria-hidden /> : <span />}
    </>
  );
  const props = {
    className: 'lb-notification',
    'data-unread': unread || undefined,
    'data-testid': 'notification',
    'data-kind': item.kind,
    onClick: () => onOpen(item),
  };
  // A link when it leads somewhere; a button that marks it read when it does not; else just text.
  return (
    <li>
      {item.link ? (
        <Link to={item.link} {...props}>
          {body}
        </Link>
      ) : unread ? (
        <button type="button" {...props}>
          {body}
        </button>
      ) : (
        <div className={props.className} data-testid={props['data-testid']} data-kind={item.kind} style={{ cursor: 'default' }}>
          {body}
        </div>
      )}
    </li>
  );
}
