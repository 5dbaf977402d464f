import type { RouteObject } from 'react-router';
import { route } from './routes';

// The /user, /teacher and /cms routes of this feature, in their own module so they travel with
// those areas' lazy chunks instead of the landing page's script (public routes: routes.tsx).
const myVideos = () => import('./pages/my-videos-page');

/** The learner's videos (relative to /user). */
export const watchUserRoutes: RouteObject[] = [route('uploads', 'pages.user.uploads', myVideos), route('watch/videolist', 'pages.user.videolist', myVideos)];

/** The CMS children of spec 02 §2 that belong to Watch (relative to /cms). */
export const watchCmsRoutes: RouteObject[] = [
  route('videoCategory', 'pages.cms.videoCategory', () => import('./pages/cms/video-category-page')),
  route('VideoEdit/:id', 'pages.cms.videoEdit', () => import('./pages/cms/video-edit-page')),
];
