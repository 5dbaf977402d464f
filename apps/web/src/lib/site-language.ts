import { DEFAULT_SITE_LANGUAGE, STORAGE_KEYS } from '@lingbridge/contracts/constants';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { SITE_LANGUAGE_CODES } from '@lingbridge/contracts/languages';
import { readKey } from './storage';

export const isSiteLanguage = (v: unknown): v is SiteLanguageCode => typeof v === 'string' && (SITE_LANGUAGE_CODES as readonly string[]).includes(v);

/** The interface language this browser starts in: the stored one, else the default. */
export function initialSiteLanguage(): SiteLanguageCode {
  const stored = readKey(STORAGE_KEYS.siteLanguage);
  return isSiteLanguage(stored) ? stored : (DEFAULT_SITE_LANGUAGE as SiteLanguageCode);
}
