import type { DebateSummary, DebateType } from '@lingbridge/contracts/speak';
import { statusLabel } from '@lingbridge/contracts/speak';
import { useTranslation } from 'react-i18next';
import type { PagerLabels } from '../../../components/ui/list-pager';
import { localeOf } from '../../../lib/dates';

export const TYPE_COLORS: Record<DebateType, string> = { debate: 'grape', role_play: 'orange', mini_debate: 'teal' };
export const STATUS_COLORS: Record<ReturnType<typeof statusLabel>, string> = {
  Pending: 'yellow',
  Rejected: 'red',
  Upcoming: 'blue',
  Live: 'green',
  Closed: 'gray',
  Canceled: 'gray',
};

/** "Tue, 3 Dec, 19:00 GMT+8": a time in the viewer's own time zone, with the zone named. */
export function eventTime(iso: string, lng: string, opts: { withZone?: boolean } = {}) {
  return new Intl.DateTimeFormat(localeOf(lng), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...(opts.withZone !== false && { timeZoneName: 'short' }),
  }).format(new Date(iso));
}

/** Labels of the speak feature in the interface language. */
export function useSpeakLabels() {
  const { t, i18n } = useTranslation('speak');
  return {
    t,
    lng: i18n.language,
    type: (type: DebateType) => t(`types.${type}`),
    status: (d: Pick<DebateSummary, 'verify_status' | 'debate_status'>) => t(`status.${statusLabel(d)}`),
    statusColor: (d: Pick<DebateSummary, 'verify_status' | 'debate_status'>) => STATUS_COLORS[statusLabel(d)],
    language: (l: string) => t(`languages.${l}`, { defaultValue: l }),
    level: (l: string | null) => (l ? t(`levels.${l}`, { defaultValue: l }) : ''),
    side: (s: string | null) => (s ? t(`sides.${s}`) : ''),
    role: (r: string) => t(`roles.${r}`),
    state: (s: string) => t(`states.${s}`),
    time: (iso: string) => eventTime(iso, i18n.language),
    /** The labels of a list's pager (ListPager). */
    pager: {
      first: t('list.pager.first'),
      previous: t('list.pager.previous'),
      next: t('list.pager.next'),
      last: t('list.pager.last'),
      page: (n: number) => t('list.pager.page', { n }),
    } satisfies PagerLabels,
  };
}

/** The event's title in the reader's terms: the topic, with its Chinese title under it when there is one. */
export const LANG_ATTR: Record<string, string> = { Simplified_Chinese: 'zh-CN', Spanish: 'es', English: 'en' };
