import type { RouteObject } from 'react-router';

/** Every path a route tree answers, absolute and lower-case (the router matches case-insensitively). */
export function routePaths(routes: RouteObject[], base = ''): Set<string> {
  const out = new Set<string>();
  for (const r of routes) {
    const own = r.path ?? '';
    const full = own.startsWith('/') ? own : `${base.replace(/\/$/, '')}/${own}`.replace(/\/+/g, '/');
    if (r.path !== undefined || r.index) out.add((full.replace(/\/$/, '') || '/').toLowerCase());
    if (r.children) for (const p of routePaths(r.children, r.path !== undefined ? full : base)) out.add(p);
  }
  return out;
}

/**
 * A feature's routes, plus placeholders for the paths it does not answer yet, so every spec
 * route stays reachable while the feature is being built.
 */
export function withPlaceholders(feature: RouteObject[], placeholders: RouteObject[]): RouteObject[] {
  const taken = routePaths(feature);
  return [...feature, ...placeholders.filter((p) => p.path && !taken.has(p.path.toLowerCase()))];
}
