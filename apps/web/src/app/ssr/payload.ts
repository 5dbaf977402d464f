import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { initialSiteLanguage } from '../../lib/site-language';
import { browserPrefs, type BrowserPrefs } from '../../lib/storage';

/** The element holding what the server rendered a page with (a JSON data block: CSP allows it). */
export const PAYLOAD_ID = 'lb-ssr';

/** What the browser needs to take over a page the server rendered, as the server rendered it. */
export type SsrPayload = {
  /** The preferences the page was rendered with (never the token). */
  prefs: BrowserPrefs;
  lang: string;
  /** Translation namespaces the page showed. */
  namespaces: string[];
  queries: DehydratedState;
  router: HydrationState;
};

/** JSON that is safe inside `<script type="application/json">`: no `</script>`, no `<!--`. */
export const payloadJson = (p: SsrPayload) =>
  JSON.stringify(p)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function readSsrPayload(): SsrPayload | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(PAYLOAD_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrPayload;
  } catch {
    return null;
  }
}

/**
 * Whether the server rendered this page as this browser shows it: the same mirrored preferences
 * (languages, banner, reader settings, no sign-in) and interface language. If not, the app renders
 * the page afresh instead of taking it over.
 */
export function pageMatchesBrowser(p: SsrPayload) {
  const mine = browserPrefs();
  const keys = new Set([...Object.keys(mine), ...Object.keys(p.prefs)]) as Set<keyof BrowserPrefs>;
  return [...keys].every((k) => mine[k] === p.prefs[k]) && initialSiteLanguage() === p.lang;
}
