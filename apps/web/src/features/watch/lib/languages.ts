import type { LearningLanguage } from '@lingbridge/contracts/common';
import { isLearningLanguage } from '../../../lib/learning-language';

/** A language from the server, or the default when it is not one we know. */
export const asLanguage = (v: string | null | undefined, fallback: LearningLanguage = 'Simplified_Chinese'): LearningLanguage =>
  isLearningLanguage(v) ? v : fallback;
