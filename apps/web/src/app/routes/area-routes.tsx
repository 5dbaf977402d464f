import type { RouteObject } from 'react-router';
import { page, redirectTo } from './lazy-page';

/**
 * The areas behind the account: their layouts and redirects are here; their many pages are added
 * on the first visit (`patchRoutesOnNavigation` in router.tsx), which keeps the landing page light.
 */
export const AREA_PAGES: Record<string, () => Promise<RouteObject[]>> = {
  user: () => import('./user-pages').then((m) => m.userPages),
  teacher: () => import('./teacher-pages').then((m) => m.teacherPages),
  cms: () => import('./cms-pages').then((m) => m.cmsPages),
};

/** The learner dashboard, /user (spec 01 §2 and spec 02 §2); /user goes to /user/center. */
export const userRoutes: RouteObject = {
  id: 'user',
  path: 'user',
  lazy: page(() => import('../layouts/user-layout').then((m) => m.UserLayout)),
  children: [{ index: true, ...redirectTo('/user/center') }],
};

/** The teacher area, /teacher (spec 01 §2, spec 02 §2); /teacher goes to /teacher/organization/list. */
export const teacherRoutes: RouteObject = {
  id: 'teacher',
  path: 'teacher',
  lazy: page(() => import('../layouts/teacher-layout').then((m) => m.TeacherLayout)),
  children: [{ index: true, ...redirectTo('/teacher/organization/list') }],
};

/** The administration area, /cms (spec 02 §2); /cms goes to /cms/index. Admin only. */
export const cmsRoutes: RouteObject = {
  id: 'cms',
  path: 'cms',
  lazy: page(() => import('../layouts/cms-layout').then((m) => m.CmsLayout)),
  children: [{ index: true, ...redirectTo('/cms/index') }],
};

const room = page(() => import('../../features/speak/room/room-page').then((m) => m.RoomPage), ['speak', 'speak-room', 'chat']);
const nextRoom = page(() => import('../../features/speak/room/next-room-page').then((m) => m.NextRoomPage), ['speak', 'speak-room']);

/** Full-screen speaking rooms (spec 02 §2): no header or footer. */
export const roomRoutes: RouteObject = {
  lazy: page(() => import('../layouts/room-layout').then((m) => m.RoomLayout)),
  children: [
    { path: 'debate/room', lazy: nextRoom },
    { path: 'debate/room/:id', lazy: room },
    { path: 'speak-room/:id', lazy: room },
    { path: 'minitalk/room/:id', lazy: room },
    { path: 'roleplay/room/:id', lazy: room },
  ],
};
