// The reading pages' data, asked for before the page renders: by the route loaders (routes.tsx)
// while the page's code is still loading, so the data is on its way before the first render
// (Lighthouse on a slow phone: the list waited ~3 s for its code and strings before asking), and
// by the server renderer, which waits for it and renders the page with it (decision 0044).
// Same queries, same keys as the pages' hooks.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { getLearningLanguage } from '../../lib/learning-language';
import { queryClient } from '../../lib/query-client';
import { articleQuery } from './api/get-article';
import { articlesQuery } from './api/list-articles';
import { categoriesQuery } from './api/list-categories';
import { magazineQuery, magazinesQuery } from './api/list-magazines';
import { listParamsOf } from './lib/list-params';

/** The article list, the categories and, on the first page of `/read`, the current issue. */
export async function prefetchList(params: Record<string, string | undefined>, url: URL, client: QueryClient = queryClient) {
  const list = listParamsOf(params, url.searchParams, getLearningLanguage());
  const issue = async () => {
    const current = (await client.fetchQuery(magazinesQuery({ size: 1 }))).items[0];
    if (current) await client.fetchQuery(magazineQuery(current.id));
  };
  await Promise.all([client.fetchQuery(articlesQuery(list.query)), client.fetchQuery(categoriesQuery()), list.showIssue && issue()]);
}

/**
 * One article, and its title for the tab. An id no article can have (`/article/abc`) is a missing
 * article like any other: 404 for the server renderer (decision 0067); the page shows its "not found".
 */
export async function prefetchArticle(id: string | undefined, client: QueryClient = queryClient) {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw new ApiError('bad request', 'Article not found', 404, 'Article not found');
  return { title: (await client.fetchQuery(articleQuery(n))).title };
}
