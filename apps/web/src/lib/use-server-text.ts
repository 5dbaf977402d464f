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
 * A text the server sent over a live connection or inside an answer (no failed call fetched the
 * translations first), in the interface language: as sent until the translations arrive, then
 * translated (decision 0153).
 */
export function useServerText(text: string | null | undefined): string | null | undefined {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const missing = !!text && !i18n.hasResourceBundle(lng, SERVER_TEXTS);
  useEffect(() => {
    if (missing) void loadServerTexts().then(loaded);
  }, [missing, lng]);
  return text ? (serverText(text, lng) ?? text) : text;
}
