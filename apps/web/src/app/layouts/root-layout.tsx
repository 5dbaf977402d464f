import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ModalProvider } from '../../components/ui/modal/modal-provider';
import { useCurrentUser } from '../session/use-current-user';
import { DocumentTitle } from '../shell/document-title';
import { NavigationProgress } from '../shell/navigation-progress';

// The session rule loads once the current-user call has answered; visitors never need it.
const SessionSync = lazy(() => import('../session/session-sync').then((m) => ({ default: m.SessionSync })));

/**
 * Above every layout: the modal system, the tab title, and scroll restoration (top of the page on
 * a new navigation, the saved position on back and forward).
 */
export function RootLayout() {
  const { answered } = useCurrentUser();
  return (
    <ModalProvider>
      {answered && (
        <Suspense fallback={null}>
          <SessionSync />
        </Suspense>
      )}
      <NavigationProgress />
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </ModalProvider>
  );
}
