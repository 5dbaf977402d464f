import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

// Each page is its own chunk; the reading strings (and the word pop-up's) load with it.
const lazyPage = (load: () => Promise<{ Component: ComponentType }>, ns: string[] = ['reading']): RouteObject['lazy'] => async () => {
  const [mod] = await Promise.all([load(), i18n.loadNamespaces(ns)]);
  return { Component: mod.Component };
};
const route = (path: string, titleKey: string, load: () => Promise<{ Component: ComponentType }>, ns?: string[]): RouteObject => ({
  path,
  handle: { titleKey },
  lazy: lazyPage(load, ns),
});

const list = () => import('./pages/read-page');
const reader = () => import('./pages/article-page');

/** The public reading routes of spec 01 §2 (relative to the public layout). */
export const readingPublicRoutes: RouteObject[] = [
  route('read', 'pages.read', list),
  route('ArticleSearch/:id', 'pages.articleSearch', list),
  route('category/:categoryName', 'pages.category', list),
  route('level/:levelName', 'pages.level', list),
  route('article/:id', 'pages.article', reader, ['reading', 'vocabulary']),
  route('free-article/:id', 'pages.freeArticle', reader, ['reading', 'vocabulary']),
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
