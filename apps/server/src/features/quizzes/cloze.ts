import { fold } from '@lingbridge/language/fold';

/** A cloze sentence split at its `{{answer}}` marker. */
export function parseClozeItem(text: string) {
  const m = /^([^{}]*)\{\{([^{}]+)\}\}([^{}]*)$/.exec(text);
  if (!m) return null;
  return { before: m[1], answer: m[2].trim(), after: m[3] };
}

/** Compares a cloze answer: trimmed, case and accents ignored (accents are not the point of a cloze). */
export const sameAnswer = (a: string, b: string) => fold(a.trim()) === fold(b.trim());
