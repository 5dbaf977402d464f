import type { RouteObject } from 'react-router';
import { form, lazyPage, route } from './routes';

// The /user and /cms routes of Speak, in their own module so they travel with those areas' lazy
// chunks instead of the landing page's script (the public ones are in routes.tsx).
const myEvents = () => import('./pages/my-activities-page');

/** The learner's Speak pages (relative to /user). */
export const speakUserRoutes: RouteObject[] = [
  route('activities', 'pages.user.activities', myEvents),
  route('event/:id', 'pages.user.event', () => import('./pages/my-event-page')),
];

/** /user/debate and its children (relative to /user/debate). */
export const speakDebateRoutes: RouteObject[] = [
  { index: true, handle: { titleKey: 'pages.user.debate' }, lazy: lazyPage(() => import('./pages/debate-hub-page')) },
  route('activities', 'pages.user.debateActivities', myEvents),
  route('tickets', 'pages.user.debateTickets', () => import('./pages/tickets-page')),
  route('material', 'pages.user.debateMaterial', () => import('./pages/materials-page')),
  route('qa', 'pages.user.debateQa', () => import('./pages/qa-page')),
];

/** The CMS children of spec 02 §2 that belong to Speak (relative to /cms). */
export const speakCmsRoutes: RouteObject[] = [
  route('debateList', 'pages.cms.debateList', () => import('./pages/cms/debate-list-page')),
  route('debateEdit/:id', 'pages.cms.debateEdit', form),
];
