import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

/** What a route tells the shell: its title (tab title, placeholders) and where "back" leads. */
export type PageHandle = {
  titleKey: string;
  /** Where a placeholder's main button leads (the area's home). */
  backTo?: string;
  /** A page that already works and helps meanwhile. */
  related?: { to: string; labelKey: string };
};

/**
 * A lazy route module: the component and the translation namespaces it shows load together, so
 * the page appears complete instead of flashing a loader.
 */
export function page(load: () => Promise<ComponentType>, namespaces: string[] = []): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), namespaces.length ? i18n.loadNamespaces(namespaces) : undefined]);
    return { Component };
  };
}

const comingSoon = page(() => import('../../features/placeholders/coming-soon-page').then((m) => m.ComingSoonPage));

/**
 * A route whose feature comes with a later issue: its title and layout with an honest
 * "being built" state (allowed for the platform-foundation issue only).
 */
/** An empty `path` makes it the index route of its parent. */
export function soon(path: string, titleKey: string, extra: Omit<PageHandle, 'titleKey'> = {}): RouteObject {
  const handle: PageHandle = { titleKey, ...extra };
  return path ? { path, handle, lazy: comingSoon } : { index: true, handle, lazy: comingSoon };
}

const Nothing = () => null;

/** A route that only sends the browser elsewhere (as a loader, before any layout renders). */
export const redirectTo = (path: string) => ({ loader: () => redirect(path), Component: Nothing });
