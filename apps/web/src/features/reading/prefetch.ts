// Started by the route loaders (routes.tsx) while the page's code is still loading, so the page's
// data is on its way before it first renders (Lighthouse on a slow phone: the list waited ~3 s for
// its code and strings before asking). Same queries, same keys as the pages' hooks.
import { getLearningLanguage } from '../../lib/learning-language';
import { queryClient } from '../../lib/query-client';
import { articleQuery } from './api/get-article';
import { articlesQuery } from './api/list-articles';
import { categoriesQuery } from './api/list-categories';
import { magazineQuery, magazinesQuery } from './api/list-magazines';
import { listParamsOf } from './lib/list-params';

export function prefetchList(params: Record<string, string | undefined>, url: URL) {
  const list = listParamsOf(params, url.searchParams, getLearningLanguage());
  void queryClient.prefetchQuery(articlesQuery(list.query));
  void queryClient.prefetchQuery(categoriesQuery());
  if (list.showIssue)
    void queryClient.fetchQuery(magazinesQuery({ size: 1 })).then((m) => {
      const current = m.items[0];
      if (current) return queryClient.prefetchQuery(magazineQuery(current.id));
    }).catch(() => undefined);
}

export function prefetchArticle(id: string | undefined) {
  const n = Number(id);
  if (Number.isInteger(n) && n > 0) void queryClient.prefetchQuery(articleQuery(n));
}
