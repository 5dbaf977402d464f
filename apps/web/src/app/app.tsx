import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoadingState } from '../components/ui/loading-state';
import { queryClient } from '../lib/query-client';
import { DeferredNotifications } from './deferred-notifications';
import { createAppRouter } from './router';
import { cssVariablesResolver, localizedTheme } from './theme';

/** Providers around the router: theme, server state, notifications, and the first strings. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const closeLabel = ready ? t('actions.close') : 'Close';
  const theme = useMemo(() => localizedTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={client}>
        <DeferredNotifications />
        <Suspense fallback={<LoadingState fullPage />}>{children}</Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Marks `<html data-app-ready>` once the app runs: a server-rendered page answers input from then on. */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return null;
}

/** The app in the browser; `hydrationData` when it takes over a page the server rendered. */
export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createAppRouter(hydrationData));
  return (
    <AppProviders client={queryClient}>
      <AppReady />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
