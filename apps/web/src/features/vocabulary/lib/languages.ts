import type { LearningLanguage } from '@lingbridge/contracts/common';
import { isLearningLanguage } from '../../../lib/learning-language';

/** The lookup directions that have data: Chinese and Spanish into English, English into Chinese. */
export const LOOKUP_TARGET: Record<LearningLanguage, LearningLanguage> = {
  Simplified_Chinese: 'English',
  Spanish: 'English',
  English: 'Simplified_Chinese',
};

/** Voices for the browser's speech synthesis. */
export const SPEECH_LANG: Record<LearningLanguage, string> = {
  Simplified_Chinese: 'zh-CN',
  Spanish: 'es-ES',
  English: 'en-US',
};

/** `lang` attributes, so screen readers pronounce the text and Chinese gets the CJK font. */
export const LANG_ATTR: Record<LearningLanguage, string> = {
  Simplified_Chinese: 'zh-CN',
  Spanish: 'es',
  English: 'en',
};

export const isChinese = (l: string) => l === 'Simplified_Chinese';

/** A stored language name from the server, or the default when it is not one we know. */
export const asLanguage = (v: string | null | undefined, fallback: LearningLanguage = 'Simplified_Chinese'): LearningLanguage =>
  isLearningLanguage(v) ? v : fallback;
