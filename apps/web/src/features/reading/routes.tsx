import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ServerPageInfo, ServerRoute } from '../../app/routes/server-data';
import i18n from '../../lib/i18n';

// Each page is its own chunk; the reading strings (and the word pop-up's) load with it.
const lazyPage =
  (load: () => Promise<{ Component: ComponentType }>, ns: string[]): RouteObject['lazy'] =>
  async () => {
    const [mod] = await Promise.all([load(), i18n.loadNamespaces(ns)]);
    return { Component: mod.Component };
  };
type Prefetch = (m: typeof import('./prefetch'), args: Pick<LoaderFunctionArgs, 'params' | 'request'>, client?: QueryClient) => Promise<void | ServerPageInfo>;
/** A page the server renders: how its data is fetched, and its source module (the loader fetches its code ahead). */
type ServerPage = { data: Prefetch; module: string };
export const route = (path: string, titleKey: string, load: () => Promise<{ Component: ComponentType }>, ns?: string[], server?: ServerPage): RouteObject => ({
  path,
  handle: {
    titleKey,
    ...(server && {
      serverData: (client, args) => import('./prefetch').then((m) => server.data(m, args, client)),
      clientModule: server.module,
      namespaces: ns ?? ['reading'],
    }),
  } satisfies { titleKey: string } & Partial<ServerRoute>,
  lazy: lazyPage(load, ns ?? ['reading']),
  // In the browser: asks for the page's data while its code loads; never waits for it (the page's
  // hooks do). The server renderer waits for `handle.serverData` instead.
  ...(server && {
    loader: (args: LoaderFunctionArgs) => {
      if (typeof window !== 'undefined') void import('./prefetch').then((m) => server.data(m, args)).catch(() => undefined);
      return null;
    },
  }),
});
const list = () => import('./pages/read-page');
const reader = () => import('./pages/article-page');
const listData: ServerPage = {
  data: (m, { params, request }, client) => m.prefetchList(params, new URL(request.url), client),
  module: 'src/features/reading/pages/read-page.tsx',
};
const articleData: ServerPage = {
  data: (m, { params }, client) => m.prefetchArticle(params.id, client),
  module: 'src/features/reading/pages/article-page.tsx',
};

/** The public reading routes of spec 01 §2 (relative to the public layout). */
export const readingPublicRoutes: RouteObject[] = [
  route('read', 'pages.read', list, undefined, listData),
  route('ArticleSearch/:id', 'pages.articleSearch', list, undefined, listData),
  route('category/:categoryName', 'pages.category', list, undefined, listData),
  route('level/:levelName', 'pages.level', list, undefined, listData),
  route('article/:id', 'pages.article', reader, ['reading', 'vocabulary'], articleData),
  route('free-article/:id', 'pages.freeArticle', reader, ['reading', 'vocabulary'], articleData),
  route('article-quiz/:id', 'pages.articleQuiz', () => import('./pages/article-quiz-page')),
];
