import { useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * `<html data-route>`: the path of the page on screen, set once it has rendered; `<html
 * data-navigating>` while the next page loads (its code, its strings). After a client-side
 * navigation the old page stays on screen for a moment: the browser journeys read a page only when
 * it is the one they asked for (as `data-app-ready` tells them the app runs).
 */
export function RouteMarker() {
  const { pathname } = useLocation();
  const busy = useNavigation().state !== 'idle';
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-route', pathname);
  }, [pathname]);
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute('data-navigating', busy);
  }, [busy]);
  return null;
}
