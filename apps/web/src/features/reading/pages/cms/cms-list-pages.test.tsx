import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../../test/render';
import { CategoryListPage } from './category-list-page';
import { MagazineListPage } from './magazine-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A table wider than a phone (390 px) scrolls inside its own container, so the page never scrolls sideways. */
const scrollsOnItsOwn = (cell: HTMLElement) => expect(cell.closest('table')?.closest('.mantine-TableScrollContainer-scrollContainer')).not.toBeNull();

describe('CMS lists of Read on a phone', { timeout: 20_000 }, () => {
  it('/cms/categoryList keeps its Rename and Delete buttons reachable', async () => {
    mockFetch(() => ({ status: 200, body: [{ id: 1, name: 'Entertainment & Sports', slug: 'entertainment-and-sports', position: 0, article_count: 3 }] }));
    await renderInShell(<CategoryListPage />, { route: '/cms/categoryList', namespaces: ['reading'] });
    scrollsOnItsOwn(await screen.findByText(/Entertainment & Sports/));
  });

  it('/cms/magazineList keeps its Delete buttons reachable', async () => {
    const issue = { id: 4, number: 12, title: 'Issue twelve', issue_date: '2026-11-01', article_count: 5, status: 'published' };
    mockFetch(() => ({ status: 200, body: { items: [issue], page: 1, pages: 1, total: 1 } }));
    await renderInShell(<MagazineListPage />, { route: '/cms/magazineList', namespaces: ['reading'] });
    scrollsOnItsOwn(await screen.findByRole('link', { name: 'Issue twelve' }));
  });
});
