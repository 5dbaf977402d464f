import { EVENT_TYPES, type EventAnnouncement } from '@lingbridge/contracts/cms';
import { useTranslation } from 'react-i18next';
import type { EntrySource } from '@lingbridge/contracts/cms';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { EntryEditor, useEditorKey, type KindSpec } from '../components/entry-editor';
import { EntryList } from '../components/entry-list';
import { imageOf, versionFor } from '../lib/versions';
import { EventCard } from '../public/event-card';

/** The editor's preview: the saved draft as the home page's card shows it. */
function EventPreview({ source, lang }: { source: EntrySource; lang: SiteLanguageCode }) {
  const { code, version } = versionFor(source.draft, lang);
  const x = source.draft.extra ?? {};
  const type = String(x.type ?? 'other') as EventAnnouncement['type'];
  const event: EventAnnouncement = {
    id: source.id,
    title: version.title,
    summary: version.summary ?? '',
    type: EVENT_TYPES.includes(type) ? type : 'other',
    starts_at: String(x.starts_at || new Date().toISOString()),
    ends_at: x.ends_at ? String(x.ends_at) : null,
    place: String(x.place ?? ''),
    link: x.link ? String(x.link) : null,
    cover_url: imageOf(source.draft.cover_file_id),
    lang: code,
  };
  return <EventCard event={event} />;
}

/** Events (decision 0115): a title and summary per language, a kind, a time, a place or a link. */
function useEventSpec(): KindSpec {
  const { t } = useTranslation('cms');
  return {
    kind: 'event',
    listPath: '/cms/eventList',
    editPath: (id) => `/cms/eventEdit/${id}`,
    titles: { create: t('events.new'), edit: t('events.edit'), list: t('events.list') },
    body: false,
    cover: false,
    labels: { title: t('events.name'), summary: t('events.summary') },
    extra: [
      { key: 'type', label: t('events.type'), type: 'select', options: EVENT_TYPES.map((v) => ({ value: v, label: t(`events.types.${v}`) })) },
      { key: 'starts_at', label: t('events.startsAt'), type: 'datetime' },
      { key: 'ends_at', label: t('events.endsAt'), type: 'datetime' },
      { key: 'place', label: t('events.place'), description: t('events.placeHint') },
      { key: 'link', label: t('events.link'), description: t('events.linkHint') },
    ],
    Preview: EventPreview,
  };
}

/** /cms/eventList: every announcement, drafts and scheduled ones included. */
export function EventListPage() {
  return <EntryList spec={useEventSpec()} newPath="/cms/eventEdit" />;
}

/** /cms/eventEdit and /cms/eventEdit/{id}. */
export function EventEditPage() {
  return <EntryEditor key={useEditorKey()} spec={useEventSpec()} />;
}
