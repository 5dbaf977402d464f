import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LoadingState } from '../components/ui/loading-state';
import { queryClient } from '../lib/query-client';
import { DeferredNotifications } from './deferred-notifications';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

/** Providers around the router: theme, server state, notifications, and the first strings. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <DeferredNotifications />
        <Suspense fallback={<LoadingState fullPage />}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
