import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import type { EntryDraft } from '../api/entries';

/** The version shown for an interface language, as the server picks it: that one, else English, else the first written. */
export function versionFor(doc: EntryDraft, lang: SiteLanguageCode) {
  const written = (['en', 'zh', 'es'] as const).filter((c) => doc.versions[c]?.title);
  const code: SiteLanguageCode = doc.versions[lang]?.title ? lang : doc.versions.en?.title ? 'en' : (written[0] ?? lang);
  return { code, version: doc.versions[code] ?? { title: '', summary: '', body: '' } };
}

export const imageOf = (fileId: string | null | undefined) => (fileId ? `/api/v1/cms/image/${fileId}` : null);
