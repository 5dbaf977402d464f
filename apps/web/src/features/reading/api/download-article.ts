import { API_BASE, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

/**
 * GET /article/{id}/download: fetched with the bearer token (a plain link cannot send it), then
 * saved under the server's file name.
 */
export async function downloadArticle(id: number, format: 'pdf' | 'docx', opts: { pinyin?: boolean; translation?: boolean } = {}) {
  const qs = new URLSearchParams({ format, pinyin: String(!!opts.pinyin), translation: String(!!opts.translation) });
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/article/${id}/download?${qs}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('network', 'Network Error');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { detail?: string };
    throw new ApiError(res.status >= 500 ? 'bad response' : 'bad request', body.detail ?? 'Network error occurred', res.status, body.detail ?? null);
  }
  const blob = await res.blob();
  const cd = res.headers.get('content-disposition') ?? '';
  const m = /filename\*=UTF-8''([^;]+)/.exec(cd);
  const name = m ? decodeURIComponent(m[1]) : `article.${format}`;
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
