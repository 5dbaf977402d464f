import type { LearningLanguage, SiteLanguageCode, SiteLanguageName } from '@lingbridge/contracts/common';

/*
 * The language lists of spec 01 §1 without the contracts' zod schemas: the header and the i18n
 * loader run on every page, and importing `@lingbridge/contracts/common` at run time brings all of
 * zod into the landing page. Only types come from the contracts; the checks below fail the type
 * check if the two ever disagree.
 */
export const LEARNING_LANGUAGES = ['Simplified_Chinese', 'Spanish', 'English'] as const satisfies readonly LearningLanguage[];
export const SITE_LANGUAGE_CODES = ['en', 'zh', 'es'] as const satisfies readonly SiteLanguageCode[];
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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameLearning: Same<(typeof LEARNING_LANGUAGES)[number], LearningLanguage> = true;
const sameSite: Same<(typeof SITE_LANGUAGE_CODES)[number], SiteLanguageCode> = true;
void sameLearning;
void sameSite;
