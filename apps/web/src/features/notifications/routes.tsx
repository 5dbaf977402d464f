import type { RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

/** /user/notification, inside the learner dashboard (spec 01 §2); its strings load with it. */
export const notificationUserRoute: RouteObject = {
  path: 'notification',
  handle: { titleKey: 'pages.user.notification' },
  lazy: async () => {
    const [m] = await Promise.all([import('./pages/notifications-page'), i18n.loadNamespaces('notifications')]);
    return { Component: m.Component };
  },
};
