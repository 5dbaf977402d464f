import type { CartoonCard } from '@lingbridge/contracts/cms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { CartoonStrip } from './cartoon-strip';

const card = (id: number, title: string): CartoonCard => ({
  id,
  title,
  summary: '',
  language: 'Spanish',
  level: 'Beginner',
  image_url: `/api/v1/cms/image/p${id}`,
  panel_count: 3,
  lang: 'en',
});

afterEach(() => vi.unstubAllGlobals());

describe('Read’s cartoon strip', { timeout: 20_000 }, () => {
  it('lists the language’s cartoons of the level, each linking to its page, and pages on the server', async () => {
    const fetch = mockFetch((url) => {
      const page = new URL(url, 'http://x').searchParams.get('page');
      const items = page === '2' ? [card(9, 'The market')] : [card(1, 'A day at the park'), card(2, 'At school')];
      return { status: 200, body: { items, page: Number(page), pages: 2, total: 3 } };
    });
    await renderInShell(<CartoonStrip language="Spanish" level="Beginner" />, { namespaces: ['cms'] });
    expect(await screen.findByRole('heading', { name: 'Cartoons' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /A day at the park/ })).toHaveAttribute('href', '/cartoon/1');
    expect(screen.getAllByText('3 panels')).toHaveLength(2);
    const asked = new URL(String(fetch.mock.calls[0][0]), 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ language: 'Spanish', level: 'Beginner', page: '1', size: '4', lang: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'More cartoons' }));
    expect(await screen.findByRole('link', { name: /The market/ })).toHaveAttribute('href', '/cartoon/9');
  });

  it('shows nothing when there are no cartoons, and a way to try again when they cannot be loaded', async () => {
    mockFetch(() => ({ status: 200, body: { items: [], page: 1, pages: 1, total: 0 } }));
    const { container, unmount } = await renderInShell(<CartoonStrip language="Simplified_Chinese" />, { namespaces: ['cms'] });
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Cartoons' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    mockFetch(() => ({ status: 500, body: { detail: 'Internal error' } }));
    await renderInShell(<CartoonStrip language="Simplified_Chinese" />, { namespaces: ['cms'] });
    expect(await screen.findByText(/The cartoons could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
