import type { LearningLanguage } from '@lingbridge/contracts/common';
import { LEARNING_LANGUAGES } from '@lingbridge/contracts/languages';
import { DEFAULT_LEARNING_LANGUAGE, STORAGE_KEYS } from '@lingbridge/contracts/constants';
import { useSyncExternalStore } from 'react';
import { readKey, writeKey } from './storage';

const listeners = new Set<() => void>();

export const isLearningLanguage = (v: unknown): v is LearningLanguage => typeof v === 'string' && (LEARNING_LANGUAGES as readonly string[]).includes(v);

/** The learning language kept in local storage `learningLanguage` (spec 01 §1), default Simplified_Chinese. */
export function getLearningLanguage(): LearningLanguage {
  const stored = readKey(STORAGE_KEYS.learningLanguage);
  return isLearningLanguage(stored) ? stored : (DEFAULT_LEARNING_LANGUAGE as LearningLanguage);
}

export function setLearningLanguage(value: LearningLanguage) {
  writeKey(STORAGE_KEYS.learningLanguage, value);
  for (const l of listeners) l();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab changed it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.learningLanguage) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored learning language; components re-render when it changes. */
export function useLearningLanguage(): LearningLanguage {
  // The server renders with the language its request's preferences cookie names (lib/storage.ts).
  return useSyncExternalStore(subscribe, getLearningLanguage, getLearningLanguage);
}

/** The kickstart programme route for a learning language (spec 01 §2). */
export function kickstartPath(language: LearningLanguage): string {
  if (language === 'Spanish') return '/kickstart-sp';
  if (language === 'English') return '/kickstart-en';
  return '/kickstart';
}
