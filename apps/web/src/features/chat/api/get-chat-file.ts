import { API_BASE, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

const cache = new Map<string, Promise<string>>();

/**
 * GET /chat/file/storage/{fileId} as an object URL. Chat files are for the room's members only, so
 * they are fetched with the bearer token (an `<img src>` cannot send it); each file is fetched once.
 */
export function chatFileUrl(fileId: string): Promise<string> {
  let p = cache.get(fileId);
  if (!p) {
    p = (async () => {
      const token = getToken();
      const res = await fetch(`${API_BASE}/chat/file/storage/${encodeURIComponent(fileId)}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) throw new ApiError('bad request', 'Fail!', res.status);
      return URL.createObjectURL(await res.blob());
    })();
    p.catch(() => cache.delete(fileId));
    cache.set(fileId, p);
  }
  return p;
}
