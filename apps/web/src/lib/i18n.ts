import { STORAGE_KEYS } from '@lingbridge/contracts/constants';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import { SITE_LANGUAGE_CODES } from '@lingbridge/contracts/languages';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialSiteLanguage } from './site-language';
import { writeKey } from './storage';

export { initialSiteLanguage, isSiteLanguage } from './site-language';

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

/** The namespace of the server's texts in the interface language (lib/server-text.ts, decision 0153). */
export const SERVER_TEXTS = 'server';

/** The `<html lang>` value for an interface language code. */
export const htmlLang = (code: string) => (code === 'zh' ? 'zh-CN' : code);

// `<html lang>` follows the interface language from the first render on (screen readers, CJK fonts).
// Only when it differs: writing it restyles every element of the page (`:lang`), ~150 ms on a slow
// phone right after a server-rendered page appears.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined' && document.documentElement.lang !== htmlLang(lng)) document.documentElement.lang = htmlLang(lng);
});

/** Settles once the first strings (`common`, the stored language) are loaded. */
export const i18nReady = i18n
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
  })
  .then(
    () => undefined,
    () => undefined,
  );

/** Switches the interface language and remembers it (local storage `siteLanguage`). */
export async function setSiteLanguage(code: SiteLanguageCode) {
  writeKey(STORAGE_KEYS.siteLanguage, code);
  document.documentElement.lang = htmlLang(code);
  await i18n.changeLanguage(code);
}

export default i18n;
