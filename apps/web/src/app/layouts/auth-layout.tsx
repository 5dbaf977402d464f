import { Anchor, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { Logo } from '../../components/ui/logo';
import { OfflineNotice } from '../shell/offline-notice';
import '../shell/header.css';

/** The sign-in screens (/admin/*): a calm page with the logo, the form and the legal line. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: 'var(--lb-surface)' }}>
      <header>
        <div className="lb-container" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 72 }}>
          <Link to="/" className="lb-header__logo" aria-label={t('header.home')}>
            <Logo size={30} />
          </Link>
          <Anchor component={Link} to="/" size="sm" fw={600}>
            {t('actions.backHome')}
          </Anchor>
        </div>
      </header>
      <main id="main" tabIndex={-1} style={{ flex: 1, paddingBlock: '24px 56px' }}>
        <div className="lb-container" style={{ maxWidth: 640 }}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </div>
        <OfflineNotice />
      </main>
      <footer style={{ paddingBlock: 20, borderTop: '1px solid var(--lb-border)', background: '#fff' }}>
        <div className="lb-container">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('footer.operator')}
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/privacy-policy" size="sm">
                {t('pages.privacyPolicy')}
              </Anchor>
              <Anchor component={Link} to="/contact" size="sm">
                {t('pages.contact')}
              </Anchor>
            </Group>
          </Group>
        </div>
      </footer>
    </div>
  );
}
