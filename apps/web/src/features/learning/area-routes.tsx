import type { RouteObject } from 'react-router';
import { lazyPage } from './routes';

// The /user, /teacher and /cms routes of this feature, in their own module so they travel with
// those areas' lazy chunks instead of the landing page's script (public routes: routes.tsx).
const report = lazyPage(
  () => import('./pages/report-page'),
  (m) => m.Component,
  // The learner's class assignments show above the report (organisations).
  ['learning', 'organizations'],
);

/** The learner's report and quizzes inside /user (spec 01 §2, spec 02 §2). */
export const learningUserRoutes: RouteObject[] = [
  { path: 'center', handle: { titleKey: 'pages.user.center' }, lazy: report },
  { path: 'dashboard', handle: { titleKey: 'pages.user.dashboard' }, lazy: report },
  {
    path: 'quiz',
    handle: { titleKey: 'pages.user.quiz' },
    lazy: lazyPage(
      () => import('./pages/my-quizzes-page'),
      (m) => m.Component,
    ),
  },
];

/** /user/saved, /user/saved/videolist and /user/download (decision 0099). */
export const savedUserRoute: RouteObject = {
  path: 'saved',
  children: [
    {
      index: true,
      handle: { titleKey: 'pages.user.saved' },
      lazy: lazyPage(
        () => import('./pages/saved-page'),
        (m) => m.Component,
      ),
    },
    {
      path: 'videolist',
      handle: { titleKey: 'pages.user.savedVideos' },
      lazy: lazyPage(
        () => import('./pages/saved-videos-page'),
        (m) => m.Component,
        ['learning', 'archive'],
      ),
    },
  ],
};

export const downloadUserRoute: RouteObject = {
  path: 'download',
  handle: { titleKey: 'pages.user.download' },
  lazy: lazyPage(
    () => import('./pages/downloads-page'),
    (m) => m.Component,
  ),
};

export const popularityUserRoute: RouteObject = {
  path: 'popularity',
  handle: { titleKey: 'pages.user.popularity' },
  lazy: lazyPage(
    () => import('./pages/popularity-page'),
    (m) => m.Component,
  ),
};

/** /cms/userActivity (spec 02 §2): everyone's activity, for administrators. */
export const userActivityCmsRoute: RouteObject = {
  path: 'userActivity',
  handle: { titleKey: 'pages.cms.userActivity' },
  lazy: lazyPage(
    () => import('./pages/user-activity-page'),
    (m) => m.Component,
  ),
};

/** /user/archived (decision 0105): articles, videos and words I archived, restorable. */
export const archivedUserRoute: RouteObject = {
  path: 'archived',
  handle: { titleKey: 'pages.user.archived' },
  lazy: lazyPage(
    () => import('./pages/archived-page'),
    (m) => m.Component,
    ['archive', 'learning'],
  ),
};
