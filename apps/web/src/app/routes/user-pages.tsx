import type { RouteObject } from 'react-router';
import { vocabularyUserRoutes } from '../../features/vocabulary/routes';
import { billingUserRoute } from '../../features/billing/routes';
import { notificationUserRoute } from '../../features/notifications/routes';
import { watchUserRoutes } from '../../features/watch/routes';
import { page, redirectTo, soon } from './lazy-page';

const myAccount = page(() => import('../pages/my-account-page').then((m) => m.MyAccountPage));

/** The learner dashboard's pages (spec 01 §2, spec 02 §2), added to the route table on first visit. */
export const userPages: RouteObject[] = [
  ...vocabularyUserRoutes,
  ...watchUserRoutes,
  soon('center', 'pages.user.center'),
  soon('dashboard', 'pages.user.dashboard', { backTo: '/user/center' }),
  notificationUserRoute,
  soon('quiz', 'pages.user.quiz', { backTo: '/user/center' }),
  soon('quiz/:queryId/:quizId', 'pages.user.quizItem', { backTo: '/user/quiz' }),
  soon('record', 'pages.user.record', { backTo: '/user/center' }),
  soon('discussion', 'pages.user.discussion', { backTo: '/user/center' }),
  soon('activities', 'pages.user.activities', { backTo: '/user/center', related: { to: '/speak', labelKey: 'nav.speak' } }),
  soon('event/:id', 'pages.user.event', { backTo: '/user/activities' }),
  soon('download', 'pages.user.download', { backTo: '/user/center' }),
  soon('popularity', 'pages.user.popularity', { backTo: '/user/center' }),
  billingUserRoute,
  soon('archived', 'pages.user.archived', { backTo: '/user/center' }),
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
  {
    path: 'saved',
    children: [soon('', 'pages.user.saved', { backTo: '/user/center' }), soon('videolist', 'pages.user.savedVideos', { backTo: '/user/saved' })],
  },
  {
    path: 'debate',
    children: [
      soon('', 'pages.user.debate', { backTo: '/user/center' }),
      soon('activities', 'pages.user.debateActivities', { backTo: '/user/debate' }),
      soon('tickets', 'pages.user.debateTickets', { backTo: '/user/debate' }),
      soon('material', 'pages.user.debateMaterial', { backTo: '/user/debate' }),
      soon('qa', 'pages.user.debateQa', { backTo: '/user/debate' }),
    ],
  },
];
