import type { RouteObject } from 'react-router';
import { route } from './routes';

// The /user, /teacher and /cms routes of this feature, in their own module so they travel with
// those areas' lazy chunks instead of the landing page's script (public routes: routes.tsx).
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
  // Spec 02 §2 names a separate CategoryEdit page; categories are added, renamed and deleted in place on the list.
  route('CategoryEdit', 'pages.cms.categoryEdit', () => import('./pages/cms/category-list-page')),
];

/** /user/quiz/{queryId}/{quizId}: one of my quiz attempts reviewed (relative to /user). */
export const quizReviewUserRoute: RouteObject = route('quiz/:queryId/:quizId', 'pages.user.quizItem', () => import('./pages/quiz-review-page'));
