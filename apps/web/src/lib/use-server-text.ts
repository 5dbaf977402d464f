import { useEffect, useReducer } from 'react';
import i18n, { SERVER_TEXTS } from './i18n';
import { serverText } from './server-text';

/** Loads the server texts' translations for the interface language; settles (never rejects) when they are there. */
export function loadServerTexts(): Promise<void> {
  return i18n.loadNamespaces(SERVER_TEXTS).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Renders again once the server texts' translations for the interface language are there, when
 * `needed` (a text the server sent is on screen) and they are not yet: for texts that reached the
 * page another way than a failed call (which fetches them first), shown through `serverText`.
 */
export function useServerTexts(needed: boolean): void {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const missing = needed && !i18n.hasResourceBundle(lng, SERVER_TEXTS);
  useEffect(() => {
    if (missing) void loadServerTexts().then(loaded);
  }, [missing, lng]);
}

/**
 * A text the server sent over a live connection or inside an answer (no failed call fetched the
 * translations first), in the interface language: as sent until the translations arrive, then
 * translated (decision 0153).
 */
export function useServerText(text: string | null | undefined): string | null | undefined {
  useServerTexts(!!text);
  return text ? (serverText(text) ?? text) : text;
}
