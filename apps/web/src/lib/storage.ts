import { STORAGE_KEYS } from '@lingbridge/contracts/constants';

/** Local storage under the spec's keys; quietly in memory where storage is blocked. */
const memory = new Map<string, string>();

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
}

export const getToken = () => readKey(STORAGE_KEYS.token);

/** Clears what the session rule of spec 01 §4 says to clear when the current-user call fails. */
export function clearSession() {
  for (const k of [STORAGE_KEYS.token, STORAGE_KEYS.userId, STORAGE_KEYS.isPaid, STORAGE_KEYS.userRole]) writeKey(k, null);
}
