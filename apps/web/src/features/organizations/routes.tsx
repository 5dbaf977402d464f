import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

/** A page module and the organisation strings load together, so the page appears complete. */
const orgPage = (load: () => Promise<{ Component: ComponentType }>): RouteObject['lazy'] =>
  (async () => {
    const [m] = await Promise.all([load(), i18n.loadNamespaces(['organizations', 'accounts'])]);
    return { Component: m.Component };
  }) as RouteObject['lazy'];

export const route = (path: string, titleKey: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  path,
  handle: { titleKey },
  lazy: orgPage(load),
});

/** Joining, in the public layout: the invitation link and the class-code form. */
export const organizationPublicRoutes: RouteObject[] = [
  route('organization/invitation/:token', 'pages.orgInvitation', () => import('./pages/invitation-page')),
  route('organization/join', 'pages.orgJoin', () => import('./pages/join-page')),
];
