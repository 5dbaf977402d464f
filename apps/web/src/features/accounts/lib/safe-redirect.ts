/**
 * Where to go after signing in: a same-site path only (never `//host` or a full URL), so a crafted
 * link cannot send someone to another site. Auth pages themselves are skipped.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith('/admin/')) return fallback;
  return target;
}
