import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { cssVariablesResolver, theme } from '../theme';
import { RouteErrorPage } from './route-error-page';

// What Chromium says when a page's code cannot be fetched (a new deploy removed it, or no network).
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/notebook-page-abc.js');

async function showFailingPage(error: Error) {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['common']);
  const router = createMemoryRouter(
    [
      {
        path: '/user/vocabulary/notebook',
        lazy: async () => {
          throw error;
        },
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: ['/user/vocabulary/notebook'] },
  );
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('RouteErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a new version is out when a page cannot be fetched while online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await showFailingPage(chunkError());
    expect(await screen.findByRole('heading', { name: 'Lingbridge has been updated' })).toBeInTheDocument();
  });

  it('says the reader is offline, not that Lingbridge was updated, when the page could not load for lack of a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await showFailingPage(chunkError());
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.getByText("This page couldn't load without a connection. Reload it when you're back online.")).toBeInTheDocument();
    expect(screen.queryByText('Lingbridge has been updated')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('shows the offline state for any other failure that happened while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await showFailingPage(new Error('Network error occurred'));
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
  });
});
