import type { RouteObject } from 'react-router';
import { vocabularyUserRoutes } from '../../features/vocabulary/routes';
import { billingUserRoute } from '../../features/billing/area-routes';
import { notificationUserRoute } from '../../features/notifications/routes';
import { speakDebateRoutes, speakUserRoutes } from '../../features/speak/area-routes';
import { watchUserRoutes } from '../../features/watch/area-routes';
import { discussionUserRoute } from '../../features/discussions/area-routes';
import { archivedUserRoute, downloadUserRoute, learningUserRoutes, popularityUserRoute, savedUserRoute } from '../../features/learning/area-routes';
import { quizReviewUserRoute } from '../../features/reading/area-routes';
import { recordingsUserRoute } from '../../features/recordings/area-routes';
import { page, redirectTo } from './lazy-page';

const myAccount = page(() => import('../pages/my-account-page').then((m) => m.MyAccountPage));

/** The learner dashboard's pages (spec 01 §2, spec 02 §2), added to the route table on first visit. */
export const userPages: RouteObject[] = [
  ...vocabularyUserRoutes,
  ...watchUserRoutes,
  ...learningUserRoutes,
  notificationUserRoute,
  quizReviewUserRoute,
  recordingsUserRoute,
  discussionUserRoute,
  ...speakUserRoutes,
  downloadUserRoute,
  popularityUserRoute,
  billingUserRoute,
  archivedUserRoute,
  {
    path: 'vocabulary',
    children: [{ index: true, ...redirectTo('/user/vocabulary/notebook') }],
  },
  {
    path: 'watch',
    children: [{ index: true, ...redirectTo('/user/watch/sentencelist') }],
  },
  { path: 'profile', handle: { titleKey: 'pages.user.profile' }, lazy: myAccount },
  { path: 'account', handle: { titleKey: 'pages.user.account' }, lazy: myAccount },
  savedUserRoute,
  {
    path: 'debate',
    children: speakDebateRoutes,
  },
];
