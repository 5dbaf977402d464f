import { API_BASE, ApiError, prepareFailure } from './api-client';
import { getToken, readKey, writeKey } from './storage';

/** Local storage key of my downloads (/user/download): the last ones, to fetch again. */
export const DOWNLOADS_KEY = 'myDownloads';
export const DOWNLOADS_KEPT = 50;
export type DownloadRecord = { path: string; name: string; at: number };

export function myDownloads(): DownloadRecord[] {
  try {
    const v = JSON.parse(readKey(DOWNLOADS_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as DownloadRecord[]).filter((d) => typeof d?.path === 'string' && typeof d?.name === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a learner's download (newest first, once per path); administrators' exports are not kept. */
function remember(path: string, name: string) {
  if (path.startsWith('/admin/')) return;
  const list = [{ path, name, at: Date.now() }, ...myDownloads().filter((d) => d.path !== path)].slice(0, DOWNLOADS_KEPT);
  writeKey(DOWNLOADS_KEY, JSON.stringify(list));
}

export function forgetDownload(path: string) {
  writeKey(DOWNLOADS_KEY, JSON.stringify(myDownloads().filter((d) => d.path !== path)));
}

/** Offers a blob as a file download under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GETs an API file with the bearer token (a plain link cannot send it, and private files need it)
 * and saves it under the server's file name (Content-Disposition), else `fallbackName`.
 * Answers the name it saved under; failures throw the API client's errors.
 */
export async function downloadApiFile(path: string, fallbackName: string) {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('network', 'Network Error');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { detail?: string };
    if (body.detail) await prepareFailure();
    throw new ApiError(res.status >= 500 ? 'bad response' : 'bad request', body.detail ?? 'Network error occurred', res.status, body.detail ?? null);
  }
  const cd = res.headers.get('content-disposition') ?? '';
  const m = /filename\*=UTF-8''([^;]+)/.exec(cd) ?? /filename="([^"]+)"/.exec(cd);
  const name = m ? decodeURIComponent(m[1]) : fallbackName;
  saveBlob(await res.blob(), name);
  remember(path, name);
  return name;
}
