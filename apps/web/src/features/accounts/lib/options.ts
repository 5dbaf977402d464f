import { LEARNING_LANGUAGES, SITE_LANGUAGE_CODES } from '@lingbridge/contracts/languages';
import type { TFunction } from 'i18next';

/** Learning languages as select options, labelled in the interface language. */
export const learningLanguageOptions = (t: TFunction) => LEARNING_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }));

/** Interface languages, each labelled in its own language so anyone can find theirs. */
export const SITE_LANGUAGE_OPTIONS = SITE_LANGUAGE_CODES.map((value) => ({
  value,
  label: { en: 'English', zh: '中文', es: 'Español' }[value],
}));

/** Levels a language skill can have; stored in English, shown translated. */
export const LANGUAGE_LEVELS = ['Entry', 'Intermediate', 'Advanced', 'Fluent', 'Native'] as const;
