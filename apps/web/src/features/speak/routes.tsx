import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
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

/** The public Speak routes of spec 01 §2 (relative to the public layout). `/speak/{type}` is the page after creating. */
export const speakPublicRoutes: RouteObject[] = [
  route('speak', 'pages.speak', list),
  route('speak/list', 'pages.speakList', list),
  route('debate-list', 'pages.debateList', list),
  route('speak/:id', 'pages.speakEvent', detail),
  route('create/:id', 'pages.createEvent', form),
];
