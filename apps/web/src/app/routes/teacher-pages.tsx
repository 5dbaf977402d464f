import type { RouteObject } from 'react-router';
import { organizationTeacherRoutes } from '../../features/organizations/area-routes';
import { materialsTeacherRoute } from '../../features/materials/area-routes';
import { recordingsTeacherRoute } from '../../features/recordings/area-routes';
import { redirectTo } from './lazy-page';

/** The teacher area's pages (spec 01 §2, spec 02 §2), added to the route table on first visit. */
export const teacherPages: RouteObject[] = [
  { path: 'organization', ...redirectTo('/teacher/organization/list') },
  ...organizationTeacherRoutes,
  recordingsTeacherRoute,
  materialsTeacherRoute,
];
