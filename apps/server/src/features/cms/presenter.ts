import type { AuditEntry, EntryDocument, EntryListItem, EntrySource, ContentKind } from '@lingbridge/contracts/cms';
import type { CmsAuditRow, CmsEntryRow } from '../../db/schema';
import { CMS_IMAGE_PATH } from './sanitize';

type SiteCode = 'en' | 'zh' | 'es';
const CODES: SiteCode[] = ['en', 'zh', 'es'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const displayName = (nick: string | null, email: string | null) => nick || (email ? email.split('@')[0] : null);

export const languagesOf = (doc: EntryDocument): SiteCode[] => CODES.filter((c) => doc.versions[c]?.title);

/** The version to show for an interface language: that one, else English, else the first there is. */
export function versionFor(doc: EntryDocument, lang: SiteCode) {
  const code = doc.versions[lang]?.title ? lang : doc.versions.en?.title ? 'en' : (languagesOf(doc)[0] ?? lang);
  return { code, version: doc.versions[code] ?? { title: '', summary: '', body: '' } };
}

export const imageUrl = (fileId: string | null | undefined) => (fileId ? `${CMS_IMAGE_PATH}${fileId}` : null);

const titleOf = (doc: EntryDocument) => {
  const first = languagesOf(doc)[0];
  return first ? doc.versions[first]!.title : '';
};

export function presentListItem(e: CmsEntryRow, editor: string | null, editorEmail: string | null): EntryListItem {
  return {
    id: e.id,
    kind: e.kind as ContentKind,
    status: e.status,
    title: titleOf(e.draft),
    languages: languagesOf(e.draft),
    publish_at: iso(e.publishAt),
    published_at: iso(e.publishedAt),
    updated_at: e.updatedAt.toISOString(),
    updated_by: displayName(editor, editorEmail),
    unpublished_changes: !!e.published && JSON.stringify(e.published) !== JSON.stringify(e.draft),
  };
}

export function presentAudit(a: CmsAuditRow, by: string | null, email: string | null): AuditEntry {
  return { id: a.id, action: a.action, by: displayName(by, email), at: a.at.toISOString(), changes: a.changes };
}

export function presentSource(e: CmsEntryRow, editor: string | null, audit: AuditEntry[]): EntrySource {
  return { ...presentListItem(e, editor, null), draft: e.draft, published: e.published, audit };
}
