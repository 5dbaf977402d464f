import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { OfflineNotice } from '../shell/offline-notice';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';

// The chat launcher and its connection load after the page (features/chat).
const ChatDock = lazy(() => import('../../features/chat/components/chat-dock').then((m) => ({ default: m.ChatDock })));

/** Header, page content, footer (spec 01 §2 public routes). */
export function PublicLayout() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHeader />
      <main id="main" tabIndex={-1} style={{ flex: 1 }}>
        <Suspense fallback={<LoadingState fullPage />}>
          <Outlet />
        </Suspense>
        <OfflineNotice />
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <ChatDock />
      </Suspense>
    </div>
  );
}
