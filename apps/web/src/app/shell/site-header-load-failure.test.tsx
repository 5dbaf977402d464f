import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render';
import { SiteHeader } from './site-header';

// The code of the drawer and of the dropdowns cannot be fetched (a connection that drops without
// the browser noticing, or a chunk gone after a deploy).
vi.mock('./mobile-menu', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./header-menus', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a header menu whose code cannot load', () => {
  it('says so instead of doing nothing, and leaves the burger closed to press again', async () => {
    await renderInShell(<SiteHeader />);
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    expect(await screen.findByText("The menu couldn't open. Check your connection and try again.", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so for a dropdown pressed before its code arrived', async () => {
    await renderInShell(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: /Events/ }));
    expect(await screen.findByText("The menu couldn't open. Check your connection and try again.", undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
