import type { RouteObject } from 'react-router';
import { route } from './routes';

// The /user, /teacher and /cms routes of this feature, in their own module so they travel with
// those areas' lazy chunks instead of the landing page's script (public routes: routes.tsx).
/** The teacher area's pages (spec 02 §2) that this feature provides. */
export const organizationTeacherRoutes: RouteObject[] = [
  route('organization/list', 'pages.teacher.organizations', () => import('./pages/organizations-page')),
  route('organization/group', 'pages.teacher.groups', () => import('./pages/groups-page')),
  route('organization/member', 'pages.teacher.members', () => import('./pages/members-page')),
  route('profile', 'pages.teacher.profile', () => import('./pages/profile-page')),
  route('resume', 'pages.teacher.resume', () => import('./pages/resume-page')),
];

/** /cms/orglist. */
export const organizationCmsRoute: RouteObject = route('orglist', 'pages.cms.orglist', () => import('./pages/admin-orgs-page'));
