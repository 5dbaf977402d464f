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

const Nothing = () => null;

/** A route that only sends the browser elsewhere (as a loader, before any layout renders). */
export const redirectTo = (path: string) => ({ loader: () => redirect(path), Component: Nothing });
