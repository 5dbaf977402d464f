import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { renderInShell } from '../../test/render';
import { ComingSoonPage } from './coming-soon-page';

describe('being-built page', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('shows the route title, says the part is being built, and leads back', async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('common');
    const router = createMemoryRouter(
      [{ path: '/user/record', handle: { titleKey: 'pages.user.record', backTo: '/user/center' }, element: <ComingSoonPage /> }],
      { initialEntries: ['/user/record'] },
    );
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My recordings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This part of Lingbridge is being built' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/user/center');
  });

  it('is translated', async () => {
    await renderInShell(<ComingSoonPage />, { language: 'zh' });
    expect(screen.getByRole('heading', { level: 2, name: 'Lingbridge 的这部分正在建设中' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
