import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

// Each page is its own chunk, and its strings load with it so it appears complete.
const lazyPage =
  (load: () => Promise<{ Component: ComponentType }>): RouteObject['lazy'] =>
  async () => {
    const [mod] = await Promise.all([load(), i18n.loadNamespaces('vocabulary')]);
    return { Component: mod.Component };
  };

/**
 * The vocabulary screens of the learner dashboard, relative to /user (spec 01 §2). `handle.titleKey`
 * names the page in the common namespace for the tab title.
 */
export const vocabularyUserRoutes: RouteObject[] = [
  { path: 'vocabulary/notebook', handle: { titleKey: 'pages.user.notebook' }, lazy: lazyPage(() => import('./pages/notebook-page')) },
  { path: 'vocabulary/lookup', handle: { titleKey: 'pages.user.lookup' }, lazy: lazyPage(() => import('./pages/lookup-page')) },
  { path: 'vocabulary/flipcard', handle: { titleKey: 'pages.user.flipcard' }, lazy: lazyPage(() => import('./pages/flipcard-page')) },
  { path: 'watch/sentencelist', handle: { titleKey: 'pages.user.sentencelist' }, lazy: lazyPage(() => import('./pages/sentence-list-page')) },
];
