import type { CaptionFormat } from '@lingbridge/contracts/watch';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { captionDownloadName, type CaptionLine } from '../lib/captions';

/**
 * GET /video/{id}/captions: fetched with the bearer token (a plain link cannot send it, and an
 * uploaded video is private), then saved under the server's file name, or the same rule's name
 * (spec 01 §5) when the header has none.
 */
export async function downloadCaptions(videoId: number, title: string, format: CaptionFormat, line: CaptionLine) {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/video/${videoId}/captions?format=${format}&line=${line}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('network', 'Network Error');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { detail?: string };
    throw new ApiError(res.status >= 500 ? 'bad response' : 'bad request', body.detail ?? 'Network error occurred', res.status, body.detail ?? null);
  }
  const blob = await res.blob();
  const cd = res.headers.get('content-disposition') ?? '';
  const m = /filename\*=UTF-8''([^;]+)/.exec(cd) ?? /filename="([^"]+)"/.exec(cd);
  const name = m ? decodeURIComponent(m[1]) : captionDownloadName(title, format);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
