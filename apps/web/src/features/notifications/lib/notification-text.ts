import type { NotificationItem, NotificationKind } from '@lingbridge/contracts/notifications';
import type { TFunction } from 'i18next';
import type { IconName } from '../../../components/ui/icons';
import { dateTime, localeOf } from '../../../lib/dates';
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
  speak_event: 'mic',
  discussion_answer: 'message',
  recording_feedback: 'mic',
  application_decided: 'check',
  material_reviewed: 'file',
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
    case 'speak_event':
      return speakText(n.params, t, lng);
    case 'discussion_answer':
      return t('kinds.discussion_answer', { name: n.params.answerer_name, title: n.params.title });
    case 'recording_feedback':
      return t(n.params.feedback === 'review' ? 'recording.review' : 'kinds.recording_feedback', {
        title: n.params.title,
        name: n.params.teacher_name || t('someone'),
      });
    case 'application_decided':
      return t('kinds.application_decided', {
        kind: t(`applicationKinds.${n.params.kind}`),
        decision: t(`applicationDecisions.${n.params.decision}`),
        message: n.params.message,
      });
    case 'material_reviewed':
      return t(n.params.decision === 'approved' ? 'kinds.material_reviewed' : 'material.rejected', {
        title: n.params.title,
        message: n.params.message,
      });
  }
}

const SPEAK_WORDED = [
  'application_received',
  'approved',
  'declined',
  'kicked',
  'withdrawn',
  'side_changed',
  'verified',
  'rejected',
  'cancelled',
  'rescheduled',
  'starting_soon',
  'started',
  'closed',
  'invited',
  'question_asked',
  'question_answered',
];

/** A Speak event's change (server speak/domain-events.ts SPEAK_CHANGES); `detail` is a reason, a side or role, or (invited) a token never shown. */
function speakText(p: { title: string; change: string; about_name: string | null; detail: string | null }, t: TFunction<'notifications'>, lng: string): string {
  const name = p.about_name || t('someone');
  const reason = p.detail ? t('speak.reason', { reason: p.detail }) : '';
  const values = { title: p.title, name, reason, detail: '', part: '' };
  if (p.change === 'application_received')
    values.detail = p.detail ? t('speak.as', { role: ['player', 'judge', 'audience'].includes(p.detail) ? t(`speak.roles.${p.detail}`) : p.detail }) : '';
  if (p.change === 'side_changed') values.part = p.detail === 'prop' || p.detail === 'opp' ? t(`speak.${p.detail}`) : p.detail || t('speak.anotherPart');
  // The reminder may come less than 30 minutes ahead (an event approved late): it says when the event starts.
  if (p.change === 'starting_soon') {
    const at = p.detail ? new Date(p.detail) : null;
    return at && !Number.isNaN(at.getTime()) ? t('speak.starting_soon', { ...values, time: dateTime(at, lng) }) : t('speak.starting_soon_undated', values);
  }
  return SPEAK_WORDED.includes(p.change) ? t(`speak.${p.change}`, values) : t('kinds.speak_event', values);
}
