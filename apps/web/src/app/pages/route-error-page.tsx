import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import type { IconName } from '../../components/ui/icons';

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

// After a deploy, an old page may ask for a chunk that no longer exists.
const isStaleChunk = (err: unknown) =>
  err instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(err.message);

type Kind = 'offline' | 'stale' | 'error';
const COPY: Record<Kind, { icon: IconName; title: string; body: string }> = {
  offline: { icon: 'wifiOff', title: 'states.offlineTitle', body: 'states.offlineBody' },
  stale: { icon: 'history', title: 'states.newVersionTitle', body: 'states.newVersionBody' },
  error: { icon: 'alert', title: 'states.errorTitle', body: 'states.pageErrorBody' },
};

/**
 * What a route shows when it fails: a missing page, no connection, a new version to load, or a
 * plain error. A page whose code or data could not be fetched while the browser was offline says
 * so (a missing module then means no network, not a new deploy).
 */
export function RouteErrorPage({ standalone }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const [offline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  if (import.meta.env.DEV) console.error(error);
  const copy = COPY[offline ? 'offline' : isStaleChunk(error) ? 'stale' : 'error'];
  const body = (
    <div className="lb-container" style={{ paddingBlock: 48 }} role="alert">
      <EmptyState
        order={1}
        icon={copy.icon}
        title={t(copy.title)}
        description={t(copy.body)}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
            <Button component={Link} to="/" variant="default" reloadDocument={standalone}>
              {t('actions.backHome')}
            </Button>
          </>
        }
      />
    </div>
  );
  return standalone ? <main id="main">{body}</main> : body;
}
