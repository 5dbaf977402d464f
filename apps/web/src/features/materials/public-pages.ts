import type { QueryClient } from '@tanstack/react-query';
import type { ServerPageInfo } from '../../app/routes/server-data';
import i18n from '../../lib/i18n';

// The public marketplace pages' loaders (decision 0119), one step removed from the route table: the
// landing page's graph then carries one small import here instead of each page's list of chunks.

/** /materials */
export async function materialsListLazy() {
  const [m] = await Promise.all([import('./pages/materials-page'), i18n.loadNamespaces(['materials'])]);
  return { Component: m.MaterialsPage };
}

/** /materials/{id} */
export async function materialLazy() {
  const [m] = await Promise.all([import('./pages/material-page'), i18n.loadNamespaces(['materials'])]);
  return { Component: m.MaterialPage };
}

/**
 * /materials' data, asked for before the page renders: by the server renderer, which waits for it
 * (decision 0044).
 */
export async function prefetchMaterials(url: URL, client: QueryClient): Promise<ServerPageInfo> {
  const { listFiltersOf, materialsQuery } = await import('./api/materials');
  await client.fetchQuery(materialsQuery(listFiltersOf(url.searchParams)));
  return {};
}
