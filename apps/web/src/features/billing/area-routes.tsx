import type { RouteObject } from 'react-router';
import { billingPage } from './routes';

// The /user, /teacher and /cms routes of this feature, in their own module so they travel with
// those areas' lazy chunks instead of the landing page's script (public routes: routes.tsx).
/** /user/subscription, inside the learner dashboard. */
export const billingUserRoute: RouteObject = {
  path: 'subscription',
  handle: { titleKey: 'pages.user.subscription' },
  lazy: billingPage(() => import('./pages/subscription-page')),
};

/** /cms/orderlist, inside the administration area (Admin only there). */
export const billingCmsRoute: RouteObject = {
  path: 'orderlist',
  handle: { titleKey: 'pages.cms.orderlist' },
  lazy: billingPage(() => import('./pages/admin-orders-page')),
};
