/** The translation port's types, shared by the engines (translation.ts builds the chain). */
export type Lang = 'English' | 'Spanish' | 'Simplified_Chinese';

/** The translation port. `translate` answers one text per input, in order; engines batch internally. */
export interface Translator {
  name: string;
  supports(from: Lang, to: Lang): boolean;
  translate(texts: string[], from: Lang, to: Lang): Promise<string[]>;
}

/** A failure the pipeline reports as the video's reason (never an invented translation). */
export class TranslationError extends Error {}

/** Checks an engine's answer: one non-missing text per input. */
export function checkedTranslations(out: unknown, expected: number, engine: string): string[] {
  if (!Array.isArray(out) || out.length !== expected || out.some((t) => typeof t !== 'string'))
    throw new TranslationError(`${engine} answered ${Array.isArray(out) ? out.length : 'no'} translations for ${expected} texts`);
  return out as string[];
}
