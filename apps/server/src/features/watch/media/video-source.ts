/** Where a submitted link plays from (spec 01 §3 Video.video_type; "AWS" is a self-hosted file). */
export type VideoSource =
  { ok: true; type: 'Youtube' | 'Vimeo' | 'AWS'; embedId: string | null; url: string } | { ok: false; code: 'VIDEO_UNSUPPORTED_SOURCE' | 'BAD_URL' };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const MEDIA_EXTENSIONS = ['mp4', 'webm', 'ogv', 'mov', 'm4v', 'mp3', 'm4a', 'wav', 'ogg'] as const;
const MEDIA_FILE = new RegExp(`\\.(${MEDIA_EXTENSIONS.join('|')})$`, 'i');

function youtubeId(u: URL): string | null {
  const host = u.hostname.toLowerCase();
  if (host === 'youtu.be' || host === 'www.youtu.be') return u.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (u.pathname === '/watch') return u.searchParams.get('v');
  // /shorts/{id}, /embed/{id}, /live/{id}, /v/{id}
  const m = /^\/(?:shorts|embed|live|v)\/([^/?#]+)/.exec(u.pathname);
  return m ? m[1]! : null;
}

function vimeoId(u: URL): string | null {
  const host = u.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const m =
    host === 'player.vimeo.com'
      ? /^\/video\/(\d+)(?:\/|$)/.exec(u.pathname)
      : /^\/(?:channels\/[^/]+\/|groups\/[^/]+\/videos\/)?(\d+)(?:\/|$)/.exec(u.pathname);
  return m ? m[1]! : null;
}

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Classifies a submitted link: YouTube and Vimeo play through their embeds; a direct media file
 * plays in the HTML5 player. Anything else is unsupported (we never scrape arbitrary pages).
 */
export function parseVideoUrl(input: string): VideoSource {
  const text = input.trim();
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return { ok: false, code: 'BAD_URL' };
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || !u.hostname.includes('.')) return { ok: false, code: 'BAD_URL' };
  const host = u.hostname.toLowerCase();

  if (host === 'youtu.be' || host === 'www.youtu.be' || YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(u);
    if (!id || !YOUTUBE_ID.test(id)) return { ok: false, code: 'VIDEO_UNSUPPORTED_SOURCE' };
    return { ok: true, type: 'Youtube', embedId: id, url: `https://www.youtube.com/watch?v=${id}` };
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = vimeoId(u);
    if (!id) return { ok: false, code: 'VIDEO_UNSUPPORTED_SOURCE' };
    return { ok: true, type: 'Vimeo', embedId: id, url: `https://vimeo.com/${id}` };
  }
  if (MEDIA_FILE.test(safeDecode(u.pathname))) return { ok: true, type: 'AWS', embedId: null, url: u.toString() };
  return { ok: false, code: 'VIDEO_UNSUPPORTED_SOURCE' };
}
