import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

// Each page is its own chunk; the reading strings (and the word pop-up's) load with it.
const lazyPage = (load: () => Promise<{ Component: ComponentType }>, ns: string[] = ['reading']): RouteObject['lazy'] => async () => {
  const [mod] = await Promise.all([load(), i18n.loadNamespaces(ns)]);
  return { Component: mod.Component };
};
type Prefetch = (m: typeof import('./prefetch'), args: LoaderFunctionArgs) => void;
const route = (path: string, titleKey: string, load: () => Promise<{ Component: ComponentType }>, ns?: string[], prefetch?: Prefetch): RouteObject => ({
  path,
  handle: { titleKey },
  lazy: lazyPage(load, ns),
  // Asks for the page's data while its code loads; never waits for it (the page's hooks do).
  ...(prefetch && {
    loader: (args: LoaderFunctionArgs) => {
      void import('./prefetch').then((m) => prefetch(m, args)).catch(() => undefined);
      return null;
    },
  }),
});
const listData: Prefetch = (m, { params, request }) => m.prefetchList(params, new URL(request.url));
const articleData: Prefetch = (m, { params }) => m.prefetchArticle(params.id);

const list = () => import('./pages/read-page');
const reader = () => import('./pages/article-page');

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

/** The CMS children of spec 02 §2 that belong to Read (relative to /cms). */
export const readingCmsRoutes: RouteObject[] = [
  route('articleList', 'pages.cms.articleList', () => import('./pages/cms/article-list-page')),
  route('articleEdit', 'pages.cms.articleNew', () => import('./pages/cms/article-edit-page'), ['reading', 'vocabulary']),
  route('articleEdit/:id', 'pages.cms.articleEdit', () => import('./pages/cms/article-edit-page'), ['reading', 'vocabulary']),
  route('articleAudioList', 'pages.cms.articleAudioList', () => import('./pages/cms/article-audio-list-page')),
  route('magazineList', 'pages.cms.magazineList', () => import('./pages/cms/magazine-list-page')),
  route('magazineEdit', 'pages.cms.magazineNew', () => import('./pages/cms/magazine-edit-page')),
  route('magazineEdit/:id', 'pages.cms.magazineEdit', () => import('./pages/cms/magazine-edit-page')),
  route('categoryList', 'pages.cms.categoryList', () => import('./pages/cms/category-list-page')),
];
