import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { cssVariablesResolver, theme } from '../app/theme';
import { ModalProvider } from '../components/ui/modal/modal-provider';
import i18n from '../lib/i18n';

/**
 * Renders `ui` as the page at `route` inside the shell's providers (theme, query client, modal
 * system, a memory data router), in English with the given namespaces loaded. `path` is the route
 * pattern when the page reads parameters (`/article/:id`); extra routes let a test see where a
 * link or a redirect leads.
 */
export async function renderInShell(
  ui: ReactElement,
  { route = '/', path = route.split('?')[0], namespaces = [] as string[], routes = [] as RouteObject[], language = 'en' } = {},
) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'modals', ...namespaces]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element: <ModalProvider>{ui}</ModalProvider> }, ...routes, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [route],
  });
  return {
    client,
    router,
    ...render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}

type Reply = { status: number; body?: unknown };

/** Replaces fetch with answers chosen per request; returns the mock to inspect the calls. */
export function mockFetch(answer: (url: string, init: RequestInit) => Reply) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { status, body } = answer(String(input), init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
