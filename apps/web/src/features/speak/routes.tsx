import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ServerRoute } from '../../app/routes/server-data';
import i18n from '../../lib/i18n';

// Each page is its own chunk; the speak strings (and the modals') load with it.
export const lazyPage =
  (load: () => Promise<{ Component: ComponentType }>, ns = ['speak', 'modals']): RouteObject['lazy'] =>
  async () => {
    const [mod] = await Promise.all([load(), i18n.loadNamespaces(ns)]);
    return { Component: mod.Component };
  };
export const route = (path: string, titleKey: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  path,
  handle: { titleKey },
  lazy: lazyPage(load),
});

const list = () => import('./pages/speak-page');
const detail = () => import('./pages/debate-page');
export const form = () => import('./pages/create-page');

/** The event list, rendered on the server for visitors like the reading pages (decisions 0044, 0045, 0130). */
const listRoute = (path: string, titleKey: string): RouteObject => ({
  ...route(path, titleKey, list),
  handle: {
    titleKey,
    serverData: (client, { request }) => import('./api/list-debates').then((m) => m.prefetchDebates(new URL(request.url), client)),
    clientModule: 'src/features/speak/pages/speak-page.tsx',
    namespaces: ['speak', 'modals'],
  } satisfies { titleKey: string } & ServerRoute,
});

/** The public Speak routes of spec 01 §2 (relative to the public layout). `/speak/{type}` is the page after creating. */
export const speakPublicRoutes: RouteObject[] = [
  listRoute('speak', 'pages.speak'),
  listRoute('speak/list', 'pages.speakList'),
  listRoute('debate-list', 'pages.debateList'),
  route('speak/:id', 'pages.speakEvent', detail),
  route('create/:id', 'pages.createEvent', form),
];
