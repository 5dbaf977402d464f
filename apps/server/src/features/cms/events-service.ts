import { EVENT_TYPES, type EventAnnouncement } from '@lingbridge/contracts/cms';
import type { AppContext } from '../../context';
import type { CmsEntryRow } from '../../db/schema';
import { imageUrl, versionFor } from './presenter';
import * as repo from './repo';

type SiteCode = 'en' | 'zh' | 'es';
type EventType = (typeof EVENT_TYPES)[number];

/** How many published events are looked through for the upcoming ones (announcements are few). */
const SCAN = 200;

function present(e: CmsEntryRow, lang: SiteCode): EventAnnouncement | null {
  const doc = e.published!;
  const x = doc.extra;
  const starts = Date.parse(String(x.starts_at ?? ''));
  if (!Number.isFinite(starts)) return null;
  const ends = Date.parse(String(x.ends_at ?? ''));
  const { code, version } = versionFor(doc, lang);
  const type = String(x.type ?? 'other');
  return {
    id: e.id,
    title: version.title,
    summary: version.summary ?? '',
    type: (EVENT_TYPES as readonly string[]).includes(type) ? (type as EventType) : 'other',
    starts_at: new Date(starts).toISOString(),
    ends_at: Number.isFinite(ends) ? new Date(ends).toISOString() : null,
    place: String(x.place ?? ''),
    link: x.link ? String(x.link) : null,
    cover_url: imageUrl(doc.cover_file_id),
    lang: code,
  };
}

/** The home page's and Speak's announcements: published events not yet over, soonest first. */
export async function upcomingEvents(ctx: AppContext, lang: SiteCode, limit: number, now = Date.now()): Promise<EventAnnouncement[]> {
  const { rows } = await repo.listPublished(ctx.db, 'event', 1, SCAN);
  return rows
    .map((r) => present(r, lang))
    .filter((e): e is EventAnnouncement => !!e && Date.parse(e.ends_at ?? e.starts_at) >= now)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
    .slice(0, limit);
}
