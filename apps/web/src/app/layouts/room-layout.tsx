import { Anchor } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { FramedContext } from '../../components/ui/page-frame';
import { LoadingState } from '../../components/ui/loading-state';
import { Logo } from '../../components/ui/logo';
import { useCurrentUser } from '../session/use-current-user';
import { OfflineNotice } from '../shell/offline-notice';
import '../shell/header.css';

// The chat box (the event's group chat opens with `?chat=<room>`), for signed-in people only.
const ChatDock = lazy(() => import('../../features/chat/components/chat-dock').then((m) => ({ default: m.ChatDock })));

/** Full-screen speaking rooms: no site header or footer, only a way out. */
export function RoomLayout() {
  const { t } = useTranslation();
  const { isLoggedIn } = useCurrentUser();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f3f6f6' }}>
      <header style={{ borderBottom: '1px solid var(--lb-border)', background: '#fff' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '10px 16px' }}>
          <Link to="/" className="lb-header__logo" aria-label={t('header.home')}>
            <Logo size={26} />
          </Link>
          <Anchor component={Link} to="/speak" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <Icon name="arrowLeft" size={18} />
            {t('rooms.leave')}
          </Anchor>
        </div>
      </header>
      {/* Room at the bottom to scroll the last card clear of the chat button. */}
      <main id="main" tabIndex={-1} style={{ flex: 1, padding: 'clamp(16px, 4vw, 40px)', paddingBottom: isLoggedIn ? 96 : undefined }}>
        <FramedContext.Provider value>
          <Suspense fallback={<LoadingState fullPage />}>
            <Outlet />
          </Suspense>
        </FramedContext.Provider>
        <OfflineNotice />
      </main>
      {isLoggedIn && (
        <Suspense fallback={null}>
          <ChatDock />
        </Suspense>
      )}
    </div>
  );
}
