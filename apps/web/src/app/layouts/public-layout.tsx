import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ClientOnly } from '../../components/ui/client-only';
import { LoadingState } from '../../components/ui/loading-state';
import { ProfileActionsProvider, type ProfilePerson } from '../../components/ui/profile-actions';
import { getToken } from '../../lib/storage';
import { useCurrentUser } from '../session/use-current-user';
import { OfflineNotice } from '../shell/offline-notice';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';

// The chat launcher and its connection load after the page (features/chat); a visitor's launcher
// only asks them to sign up, without the chat's connection and message code.
const ChatDock = lazy(() => import('../../features/chat/components/chat-dock').then((m) => ({ default: m.ChatDock })));
const VisitorChatDock = lazy(() => import('../../features/chat/components/visitor-chat-dock').then((m) => ({ default: m.VisitorChatDock })));

function ChatCorner() {
  const { isLoggedIn } = useCurrentUser();
  return <Suspense fallback={null}>{isLoggedIn || getToken() ? <ChatDock /> : <VisitorChatDock />}</Suspense>;
}
const ChatNowButton = lazy(() => import('../../features/chat/components/chat-now-button').then((m) => ({ default: m.ChatNowButton })));

/** Actions on a person's profile page: start a chat with them (spec 01 §4 Modals: chatnow). */
const profileActions = (p: ProfilePerson) => (
  <Suspense fallback={null}>
    <ChatNowButton userId={p.id} name={p.nick_name} />
  </Suspense>
);

/** Header, page content, footer (spec 01 §2 public routes). */
export function PublicLayout() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so it does not jump down when
          a page's content arrives after its loader (layout shift). */}
      <main id="main" tabIndex={-1} style={{ flex: 1, minHeight: '100vh' }}>
        <ProfileActionsProvider value={profileActions}>
          <Suspense fallback={<LoadingState fullPage />}>
            <Outlet />
          </Suspense>
        </ProfileActionsProvider>
        <OfflineNotice />
      </main>
      <SiteFooter />
      <ClientOnly>
        <ChatCorner />
      </ClientOnly>
    </div>
  );
}
