import { DEFAULT_SITE_LANGUAGE, STORAGE_KEYS } from '@lingbridge/contracts/constants';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { SITE_LANGUAGE_CODES } from '@lingbridge/contracts/languages';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readKey, writeKey } from './storage';

// Each language and namespace is its own chunk: a page loads only the strings it shows.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    const load = loaders[`../locales/${lng}/${ns}.json`];
    if (!load) return done(null, {});
    load().then(
      (m) => done(null, m.default),
      (err) => done(err, null),
    );
  },
};

export const isSiteLanguage = (v: unknown): v is SiteLanguageCode =>
  typeof v === 'string' && (SITE_LANGUAGE_CODES as readonly string[]).includes(v);

export function initialSiteLanguage(): SiteLanguageCode {
  const stored = readKey(STORAGE_KEYS.siteLanguage);
  return isSiteLanguage(stored) ? stored : (DEFAULT_SITE_LANGUAGE as SiteLanguageCode);
}

/** The `<html lang>` value for an interface language code. */
export const htmlLang = (code: string) => (code === 'zh' ? 'zh-CN' : code);

// `<html lang>` follows the interface language from the first render on (screen readers, CJK fonts).
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lng);
});

void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: initialSiteLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...SITE_LANGUAGE_CODES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/** Switches the interface language and remembers it (local storage `siteLanguage`). */
export async function setSiteLanguage(code: SiteLanguageCode) {
  writeKey(STORAGE_KEYS.siteLanguage, code);
  document.documentElement.lang = htmlLang(code);
  await i18n.changeLanguage(code);
}

export default i18n;
