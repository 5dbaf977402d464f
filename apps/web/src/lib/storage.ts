import { STORAGE_KEYS } from '@lingbridge/contracts/constants';

/** Local storage under the spec's keys; quietly in memory where storage is blocked. */
const memory = new Map<string, string>();

/** Local storage key remembering that the operator banner was dismissed. */
export const OPERATOR_BANNER_KEY = 'operatorBannerDismissed';
/** Local storage key of the reader's pinyin, tone colours and text size. */
export const READER_PREFS_KEY = 'readerPrefs';

/**
 * The cookie that tells the server how this browser will show a public page, so the HTML it renders
 * matches the first render here (decision 0044): the interface and learning languages, whether the
 * operator banner was dismissed, the reader's settings, and whether a sign-in token is stored
 * (`"1"`, never the token).
 */
export const PREFS_COOKIE = 'lb_prefs';
export const MIRRORED_KEYS = [STORAGE_KEYS.siteLanguage, STORAGE_KEYS.learningLanguage, OPERATOR_BANNER_KEY, READER_PREFS_KEY, STORAGE_KEYS.token] as const;
export type BrowserPrefs = Partial<Record<(typeof MIRRORED_KEYS)[number], string>>;

export function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeKey(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
  if ((MIRRORED_KEYS as readonly string[]).includes(key)) writePrefsCookie();
}

/** What this browser's storage says about the mirrored keys (the token only as "1"). */
export function browserPrefs(): BrowserPrefs {
  const prefs: BrowserPrefs = {};
  for (const key of MIRRORED_KEYS) {
    const value = readKey(key);
    if (value !== null) prefs[key] = key === STORAGE_KEYS.token ? '1' : value;
  }
  return prefs;
}

/** The preferences cookie as the server reads it: known keys with short string values only. */
export function parseBrowserPrefs(raw: string | undefined): BrowserPrefs {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!value || typeof value !== 'object') return {};
    const prefs: BrowserPrefs = {};
    for (const key of MIRRORED_KEYS) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === 'string' && v.length <= 64) prefs[key] = v;
    }
    return prefs;
  } catch {
    return {};
  }
}

/**
 * Keeps the preferences cookie in step with storage (a year, the whole site, not sent cross-site,
 * and over https only on an https site).
 */
export function writePrefsCookie() {
  if (typeof document === 'undefined') return;
  const value = encodeURIComponent(JSON.stringify(browserPrefs()));
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${PREFS_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * On the server, while one page renders: storage reads answer from that request's preferences
 * cookie. Rendering is serialised (entry-server.tsx), so one request's values never leak into
 * another's page.
 */
export function setServerStorage(prefs: BrowserPrefs) {
  memory.clear();
  for (const [k, v] of Object.entries(prefs)) if (typeof v === 'string') memory.set(k, v);
}

export const getToken = () => readKey(STORAGE_KEYS.token);

/** Clears what the session rule of spec 01 §4 says to clear when the current-user call fails. */
export function clearSession() {
  for (const k of [STORAGE_KEYS.token, STORAGE_KEYS.userId, STORAGE_KEYS.isPaid, STORAGE_KEYS.userRole]) writeKey(k, null);
}
