import type { NotificationItem, NotificationKind } from '@lingbridge/contracts/notifications';
import type { TFunction } from 'i18next';
import type { IconName } from '../../../components/ui/icons';
import { localeOf } from '../../../lib/dates';
import { formatUsd } from '../../../lib/format';

/** The icon beside each kind. */
export const NOTIFICATION_ICONS: Record<NotificationKind, IconName> = {
  email_verified: 'mail',
  payment_succeeded: 'check',
  payment_failed: 'alert',
  subscription_ending: 'calendar',
  subscription_ended: 'calendar',
  video_transcribed: 'video',
  video_failed: 'alert',
  chat_message: 'message',
};

const day = (iso: string, lng: string) => new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'long' }).format(new Date(iso));

/** A notification's sentence in the reader's language, from its kind and params (the server sends no text). */
export function notificationText(n: NotificationItem, t: TFunction<'notifications'>, lng: string): string {
  switch (n.kind) {
    case 'email_verified':
      return t('kinds.email_verified');
    case 'payment_succeeded':
      return t('kinds.payment_succeeded', { amount: formatUsd(n.params.amount_cents, lng), item: t(`items.${n.params.item}`) });
    case 'payment_failed':
      return t('kinds.payment_failed', { item: t(`items.${n.params.item}`) });
    case 'subscription_ending':
      return t('kinds.subscription_ending', { plan: t(`plans.${n.params.plan}`), date: day(n.params.ends_at, lng) });
    case 'subscription_ended':
      return t('kinds.subscription_ended', { plan: t(`plans.${n.params.plan}`) });
    case 'video_transcribed':
      return t('kinds.video_transcribed', { title: n.params.title });
    case 'video_failed':
      return t('kinds.video_failed', { title: n.params.title });
    case 'chat_message':
      return t('kinds.chat_message', { count: n.params.count, name: n.params.sender_name || t('someone') });
  }
}
