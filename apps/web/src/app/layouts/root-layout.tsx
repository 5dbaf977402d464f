import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ModalProvider } from '../../components/ui/modal/modal-provider';
import { useCurrentUser } from '../session/use-current-user';
import { DocumentTitle } from '../shell/document-title';
import { NavigationProgress } from '../shell/navigation-progress';
import { RouteMarker } from '../shell/route-marker';

// The session rule loads once the current-user call has answered; visitors never need it.
const SessionSync = lazy(() => import('../session/session-sync').then((m) => ({ default: m.SessionSync })));
// The activity tracker (issue 18) loads after the first paint too; it sends batches only when signed in.
const ActivityTracking = lazy(() => import('../../features/learning/tracker/activity-tracking').then((m) => ({ default: m.ActivityTracking })));

/**
 * Above every layout: the modal system, the tab title, and scroll restoration (top of the page on
 * a new navigation, the saved position on back and forward).
 */
export function RootLayout() {
  const { answered, isLoggedIn, isLoading } = useCurrentUser();
  // Browser only, once mounted (the server's HTML and the first render stay the same).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <ModalProvider>
      {answered && (
        <Suspense fallback={null}>
          <SessionSync />
        </Suspense>
      )}
      {mounted && !isLoading && (
        <Suspense fallback={null}>
          <ActivityTracking signedIn={isLoggedIn} />
        </Suspense>
      )}
      <NavigationProgress />
      <RouteMarker />
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </ModalProvider>
  );
}
