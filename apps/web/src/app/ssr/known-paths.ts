import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from '../router';
import { AREA_PAGES } from '../routes/area-routes';

/**
 * The route table as the browser ends up with it: the areas' pages (/user, /teacher, /cms), which
 * the browser adds on the first visit (router.tsx), put in place under their `<area>-pages` route.
 */
function withAreaPages(table: RouteObject[], pages: Record<string, RouteObject[]>): RouteObject[] {
  return table.map((r) => {
    if (r.index) return r;
    const area = r.id?.endsWith('-pages') ? r.id.slice(0, -'-pages'.length) : undefined;
    const extra = area ? (pages[area] ?? []) : [];
    if (!r.children && !extra.length) return r;
    return { ...r, children: [...withAreaPages(r.children ?? [], pages), ...extra] } as RouteObject;
  });
}

let fullTable: Promise<RouteObject[]> | undefined;

/**
 * Whether a path names a page of the app: false when only the catch-all (the 404 page) matches it,
 * so the server can answer 404 (issue 12 item 16, decision 0067).
 */
export async function isKnownPath(pathname: string): Promise<boolean> {
  fullTable ??= Promise.all(Object.entries(AREA_PAGES).map(async ([area, load]) => [area, await load()] as const)).then((loaded) =>
    withAreaPages(routes, Object.fromEntries(loaded)),
  );
  const matches = matchRoutes(await fullTable, pathname);
  return !!matches && matches[matches.length - 1].route.path !== '*';
}
