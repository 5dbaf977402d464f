/*
 * The language lists of spec 01 §1 as plain constants, with no zod: the web app's header and i18n
 * loader need them on every page, and importing the schemas would bring zod into the first load.
 */
export const LEARNING_LANGUAGES = ['Simplified_Chinese', 'Spanish', 'English'] as const;
export type LearningLanguage = (typeof LEARNING_LANGUAGES)[number];

export const SITE_LANGUAGE_CODES = ['en', 'zh', 'es'] as const;
export type SiteLanguageCode = (typeof SITE_LANGUAGE_CODES)[number];
export const SITE_LANGUAGE_NAMES = ['English', 'Simplified_Chinese', 'Spanish'] as const;
export type SiteLanguageName = (typeof SITE_LANGUAGE_NAMES)[number];
export const SITE_LANGUAGE_LABELS: Record<SiteLanguageCode, string> = { en: 'En', zh: 'Ch', es: 'Es' };
export const siteCodeToName: Record<SiteLanguageCode, SiteLanguageName> = {
  en: 'English',
  zh: 'Simplified_Chinese',
  es: 'Spanish',
};
export const siteNameToCode: Record<SiteLanguageName, SiteLanguageCode> = {
  English: 'en',
  Simplified_Chinese: 'zh',
  Spanish: 'es',
};
