import type { EntryDocument } from '@lingbridge/contracts/cms';
import { unprocessable } from '../../errors';
import { plainTextOf, sanitizeBody } from './sanitize';

type SiteCode = 'en' | 'zh' | 'es';

/** A document as it is stored: bodies sanitised, versions with nothing in them dropped. */
export function cleanDocument(doc: EntryDocument): EntryDocument {
  const versions: EntryDocument['versions'] = {};
  for (const [code, v] of Object.entries(doc.versions) as [SiteCode, NonNullable<EntryDocument['versions'][SiteCode]>][]) {
    const body = sanitizeBody(v.body);
    if (v.title || v.summary || plainTextOf(body) || body.includes('<img')) versions[code] = { title: v.title, summary: v.summary, body };
  }
  const out: EntryDocument = { versions, cover_file_id: doc.cover_file_id, author: doc.author, extra: doc.extra };
  if (doc.panels) out.panels = doc.panels.map((p) => ({ file_id: p.file_id, bubbles: p.bubbles.map((b) => ({ ...b })) }));
  return out;
}

/** The fields that differ between two documents (`title.en`, `body.zh`, `cover`…), for the audit trail. */
export function changedFields(before: EntryDocument | null, after: EntryDocument): string[] {
  const out: string[] = [];
  const codes = new Set([...Object.keys(before?.versions ?? {}), ...Object.keys(after.versions)]) as Set<SiteCode>;
  for (const code of codes) {
    const a = before?.versions[code];
    const b = after.versions[code];
    for (const f of ['title', 'summary', 'body'] as const) if ((a?.[f] ?? '') !== (b?.[f] ?? '')) out.push(`${f}.${code}`);
  }
  if ((before?.cover_file_id ?? null) !== after.cover_file_id) out.push('cover');
  if ((before?.author ?? '') !== after.author) out.push('author');
  if (JSON.stringify(before?.extra ?? {}) !== JSON.stringify(after.extra)) out.push('details');
  if (JSON.stringify(before?.panels ?? []) !== JSON.stringify(after.panels ?? [])) out.push('panels');
  return out;
}

export const PUBLISH_ERROR = 'Give it a title and some text in at least one language before publishing';

/** Refuses to publish a document nobody could read. */
export function assertPublishable(doc: EntryDocument, needsBody: boolean) {
  const ok = Object.values(doc.versions).some((v) => v && v.title && (!needsBody || plainTextOf(v.body) || v.summary));
  if (!ok) throw unprocessable(PUBLISH_ERROR, [{ path: 'versions', message: PUBLISH_ERROR }]);
}

/** The editors' search text: every title. */
export const searchTextOf = (doc: EntryDocument) =>
  Object.values(doc.versions)
    .map((v) => v?.title ?? '')
    .join(' ')
    .toLowerCase();
