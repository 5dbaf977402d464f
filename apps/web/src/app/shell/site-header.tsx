import { Burger, Button } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { can } from '../../lib/can';
import { useLearningLanguage } from '../../lib/learning-language';
import { loadOnce } from '../../lib/load-once';
import { useOnlineStatus } from '../../lib/online-status';
import { useCurrentUser } from '../session/use-current-user';
import { useDeferredMenus } from './deferred-menus';
import { AccountTrigger, EventsTrigger, LearningTrigger } from './header-triggers';
import { mainNavItems } from './nav-items';
import { StatusPill } from './offline-notice';
import { OperatorBanner } from './operator-banner';
import { SiteLanguageSwitcher } from './site-language-switcher';
import './header.css';

// The bell (its count query) is for signed-in people only.
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));
// The drawer loads when the burger is first pressed (again, if that load failed).
const loadMobileMenu = loadOnce(() => import('./mobile-menu'));
type MobileMenuType = typeof import('./mobile-menu').MobileMenu;
// Only signed-in people can see the verification banner, so visitors never load it.
const VerifyEmailBanner = lazy(() => import('../../features/accounts/components/verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })));

/** Header of every page with a layout (spec 01 §2 Header and footer). */
export function SiteHeader() {
  const { t } = useTranslation();
  const session = useCurrentUser();
  const learning = useLearningLanguage();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [MobileMenu, setMobileMenu] = useState<MobileMenuType | null>(null);
  // A menu whose code could not load says so for a few seconds (offline, the offline notice does).
  const [menuFailed, setMenuFailed] = useState(false);
  const online = useOnlineStatus();
  const onMenuFailed = useCallback(() => setMenuFailed(true), []);
  // Back online, a failure while offline (which the offline notice explained) is not news.
  useEffect(() => setMenuFailed(false), [online]);
  useEffect(() => {
    if (!menuFailed) return;
    const id = setTimeout(() => setMenuFailed(false), 5000);
    return () => clearTimeout(id);
  }, [menuFailed]);
  const { menus, triggerProps, menuProps } = useDeferredMenus(onMenuFailed);
  const user = session.user;

  return (
    <>
      <a href="#main" className="lb-skip-link">
        {t('header.skip')}
      </a>
      <OperatorBanner />
      <header className="lb-header">
        <div className="lb-container lb-container--wide lb-header__bar">
          <span className="lb-narrow-only">
            <Burger
              opened={drawerOpen}
              onClick={() => {
                setDrawerOpen((o) => !o);
                if (!MobileMenu)
                  void loadMobileMenu().then(
                    (m) => setMobileMenu(() => m.MobileMenu),
                    () => {
                      setDrawerOpen(false);
                      onMenuFailed();
                    },
                  );
              }}
              size="sm"
              aria-label={t('header.openMenu')}
              aria-expanded={drawerOpen}
            />
          </span>
          <Link to="/" className="lb-header__logo" aria-label={t('header.home')}>
            <Logo size={30} />
          </Link>
          <nav aria-label={t('header.mainNav')} className="lb-header__nav lb-wide-only">
            {mainNavItems(learning).map((item) => (
              <NavLink key={item.to} to={item.to} className="lb-nav-link">
                {t(item.labelKey)}
              </NavLink>
            ))}
          </nav>
          <div className="lb-header__spacer" />
          <div className="lb-header__tools">
            <div className="lb-wide-only" style={{ gap: 4, alignItems: 'center' }}>
              {menus ? <menus.EventsMenu {...menuProps('events')} /> : <EventsTrigger {...triggerProps('events')} />}
              {menus ? (
                <menus.LearningLanguagePicker signedIn={!!user} {...menuProps('learning')} />
              ) : (
                <LearningTrigger language={learning} {...triggerProps('learning')} />
              )}
              {can(user, 'switch_site_language') && <SiteLanguageSwitcher />}
            </div>
            {session.isLoading ? (
              <span className="lb-skeleton" style={{ width: 120, height: 36 }} aria-hidden />
            ) : user ? (
              <>
                {can(user, 'subscribe') && (
                  <Button component={Link} to="/subscribe" size="sm" className="lb-phone-hidden">
                    {t('actions.subscribe')}
                  </Button>
                )}
                <Suspense fallback={<span style={{ width: 38, height: 38, flex: 'none' }} aria-hidden />}>
                  <NotificationBell />
                </Suspense>
                {menus ? <menus.ConnectedAccountMenu user={user} {...menuProps('account')} /> : <AccountTrigger user={user} {...triggerProps('account')} />}
              </>
            ) : (
              <>
                <Button component={Link} to="/admin/login" variant="default" size="sm">
                  {t('actions.login')}
                </Button>
                <Button component={Link} to="/subscribe" size="sm" className="lb-phone-hidden">
                  {t('actions.subscribe')}
                </Button>
              </>
            )}
          </div>
        </div>
        {user && !user.is_verified && (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
        )}
      </header>
      {MobileMenu && <MobileMenu opened={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      <StatusPill show={menuFailed && online}>{t('header.menuFailed')}</StatusPill>
    </>
  );
}
