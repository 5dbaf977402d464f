import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

export const lazyPage =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType, ns: string[] = ['learning']): RouteObject['lazy'] =>
  async () => {
    const [m] = await Promise.all([load(), i18n.loadNamespaces(ns)]);
    return { Component: pick(m) };
  };

/** /report, in the public layout (spec 02 §2): the same report, or a sign-in prompt. */
export const reportPublicRoute: RouteObject = {
  path: 'report',
  handle: { titleKey: 'pages.report' },
  lazy: lazyPage(
    () => import('./pages/report-page'),
    (m) => m.PublicReport,
  ),
};
