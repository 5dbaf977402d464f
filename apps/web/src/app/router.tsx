import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/loading-state';
import { accountPageRoutes, authPageRoutes } from '../features/accounts/routes';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { AREA_PAGES, cmsRoutes, roomRoutes, teacherRoutes, userRoutes } from './routes/area-routes';
import { page, redirectTo } from './routes/lazy-page';
import { publicRoutes } from './routes/public-routes';

/** Errors in an area's pages render inside the area's layout; errors in the layout replace it. */
const withBoundary = (area: RouteObject): RouteObject => ({
  id: area.id,
  path: area.path,
  lazy: area.lazy,
  errorElement: <RouteErrorPage />,
  children: [{ id: area.id && `${area.id}-pages`, errorElement: <RouteErrorPage />, children: area.children }],
});

const notFound: RouteObject = {
  path: '*',
  handle: { titleKey: 'pages.notFound' },
  lazy: page(() => import('./pages/not-found-page').then((m) => m.NotFoundPage)),
};

/** The whole route table: each layout gets an error boundary inside it, so errors keep the shell. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingState fullPage />,
    errorElement: <RouteErrorPage standalone />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [...publicRoutes, ...accountPageRoutes, notFound],
          },
        ],
      },
      {
        lazy: page(() => import('./layouts/auth-layout').then((m) => m.AuthLayout)),
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [...authPageRoutes, { path: '/admin', ...redirectTo('/admin/login') }],
          },
        ],
      },
      withBoundary(userRoutes),
      withBoundary(teacherRoutes),
      withBoundary(cmsRoutes),
      withBoundary(roomRoutes),
    ],
  },
];

type Patch = { path: string; patch: (routeId: string, children: RouteObject[]) => void };

/** Adds an area's pages (/user, /teacher, /cms) to a router the first time a path inside it is visited. */
export function createAreaPatcher() {
  const patched = new Set<string>();
  return async ({ path, patch }: Patch) => {
    const area = path.split('/')[1]?.toLowerCase() ?? '';
    const load = AREA_PAGES[area];
    if (!load || patched.has(area)) return;
    const children = await load();
    if (patched.has(area)) return;
    patched.add(area);
    patch(`${area}-pages`, children);
  };
}

export const createAppRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: createAreaPatcher() });
