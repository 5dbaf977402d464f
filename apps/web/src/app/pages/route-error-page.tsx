import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

// After a deploy, an old page may ask for a chunk that no longer exists.
const isStaleChunk = (err: unknown) =>
  err instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(err.message);

/** What a route shows when it fails: a missing page, a new version to load, or a plain error. */
export function RouteErrorPage({ standalone }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  if (import.meta.env.DEV) console.error(error);
  const stale = isStaleChunk(error);
  const body = (
    <div className="lb-container" style={{ paddingBlock: 48 }} role="alert">
      <EmptyState
        order={1}
        icon={stale ? 'history' : 'alert'}
        title={stale ? t('states.newVersionTitle') : t('states.errorTitle')}
        description={stale ? t('states.newVersionBody') : t('states.pageErrorBody')}
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
