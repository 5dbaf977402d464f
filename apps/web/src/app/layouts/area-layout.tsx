import type { Ability } from '@lingbridge/contracts/accounts';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { FramedContext } from '../../components/ui/page-frame';
import { NotAllowedState } from '../../components/ui/not-allowed-state';
import { SideMenu, type SideMenuGroup } from '../../components/ui/side-menu';
import { SignInPrompt } from '../../components/ui/sign-in-prompt';
import { useSession } from '../../features/accounts/hooks/use-session';
import { can } from '../../lib/can';
import { OfflineNotice } from '../shell/offline-notice';
import { SiteHeader } from '../shell/site-header';
import './area-layout.css';

// The chat launcher and its connection load after the page (features/chat).
const ChatDock = lazy(() => import('../../features/chat/components/chat-dock').then((m) => ({ default: m.ChatDock })));

type Props = {
  menuLabel: string;
  groups: SideMenuGroup[];
  /** Who may use the area: anyone signed in, or whoever has an ability (spec 01 §6; decision 0080). */
  access: 'signed-in' | Ability;
  /** Whether the page shown may be used, when the area's pages need more than the area (the CMS). */
  pageAllowed?: boolean;
  /** Shown above the menu, e.g. who is signed in. */
  top?: ReactNode;
  /** Why a signed-in user who may not use the area is kept out (the default speaks of administrators). */
  notAllowed?: ReactNode;
};

/** The learner, teacher and admin areas: site header, a side menu, and the page. */
export function AreaLayout({ menuLabel, groups, access, top, notAllowed, pageAllowed = true }: Props) {
  const session = useSession();
  const allowed = !!session.user && (access === 'signed-in' || can(session.user, access));

  let content: ReactNode;
  if (session.isLoading) content = <LoadingState fullPage />;
  else if (!session.user) content = <SignInPrompt order={1} />;
  else if (!allowed || !pageAllowed) content = <NotAllowedState order={1} description={notAllowed} />;
  else
    content = (
      <FramedContext.Provider value>
        <Suspense fallback={<LoadingState fullPage />}>
          <Outlet />
        </Suspense>
      </FramedContext.Provider>
    );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHeader />
      <div className={`lb-container lb-area${allowed ? '' : ' lb-area--single'}`}>
        {allowed && (
          <aside className="lb-area__side">
            {top}
            <SideMenu label={menuLabel} groups={groups} />
          </aside>
        )}
        <main id="main" tabIndex={-1} className="lb-area__main">
          {content}
          <OfflineNotice />
        </main>
      </div>
      <Suspense fallback={null}>
        <ChatDock />
      </Suspense>
    </div>
  );
}
