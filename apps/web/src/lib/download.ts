import { API_BASE, ApiError } from './api-client';
import { getToken } from './storage';

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
    throw new ApiError(res.status >= 500 ? 'bad response' : 'bad request', body.detail ?? 'Network error occurred', res.status, body.detail ?? null);
  }
  const cd = res.headers.get('content-disposition') ?? '';
  const m = /filename\*=UTF-8''([^;]+)/.exec(cd) ?? /filename="([^"]+)"/.exec(cd);
  const name = m ? decodeURIComponent(m[1]) : fallbackName;
  saveBlob(await res.blob(), name);
  return name;
}
