import type { RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

/** /user/discussion (spec 02 §2): my questions and answers (decision 0106), with its strings. */
export const discussionUserRoute: RouteObject = {
  path: 'discussion',
  handle: { titleKey: 'pages.user.discussion' },
  lazy: async () => {
    const [m] = await Promise.all([import('./pages/my-discussions-page'), i18n.loadNamespaces(['discussions', 'modals'])]);
    return { Component: m.Component };
  },
};
