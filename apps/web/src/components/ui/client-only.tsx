import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * True once the browser has a quiet moment after the page appeared (at most `timeout` ms later).
 * False on the server and while React hydrates, so both render the same.
 */
function useIdle(timeout: number) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout });
    return () => cancelIdleCallback(id);
  }, [timeout]);
  return idle;
}

/**
 * Children that only make sense in a browser (live connections, the signed-in person's widgets),
 * rendered once the page is idle: they never hold up the page's own first render or hydration.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useIdle(3000) ? children : null;
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true in the render right
 * after (and from the first render of a page the browser renders itself).
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Children that must not exist before the app runs (e.g. a form with controlled fields, which
 * hydration would reset to its empty state), with `fallback` in their place until then.
 */
export function BrowserOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useInBrowser() ? children : fallback;
}
