import type { RouteObject } from 'react-router';
import { redirectTo, soon } from './lazy-page';

/** The teacher area's pages (spec 01 §2, spec 02 §2), added to the route table on first visit. */
export const teacherPages: RouteObject[] = [
  { path: 'organization', ...redirectTo('/teacher/organization/list') },
  soon('organization/list', 'pages.teacher.organizations', { backTo: '/teacher' }),
  soon('organization/group', 'pages.teacher.groups', { backTo: '/teacher' }),
  soon('organization/member', 'pages.teacher.members', { backTo: '/teacher' }),
  soon('organization/member/recording/:id', 'pages.teacher.memberRecording', { backTo: '/teacher/organization/member' }),
  soon('profile', 'pages.teacher.profile', { backTo: '/teacher', related: { to: '/setting', labelKey: 'account.setting' } }),
  soon('resume', 'pages.teacher.resume', { backTo: '/teacher', related: { to: '/setting', labelKey: 'account.setting' } }),
];
