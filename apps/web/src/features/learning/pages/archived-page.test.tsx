import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as ArchivedPage } from './archived-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/user/archived', () => {
  it('lists what I archived with where it leads, filters by kind and restores one', async () => {
    localStorage.setItem('token', 'test-token');
    let items = [
      { kind: 'word', id: 9, title: '图书馆', detail: 'library', language: 'Simplified_Chinese', archived_at: '2026-11-25T10:00:00Z' },
      { kind: 'article', id: 7, title: 'El mercado', detail: 'Beginner', language: 'Spanish', archived_at: '2026-11-24T10:00:00Z' },
    ];
    const asked: string[] = [];
    mockFetch((url, init) => {
      asked.push(`${init.method ?? 'GET'} ${url}`);
      if (init.method === 'DELETE') {
        items = items.filter((i) => !url.endsWith(`/${i.kind}/${i.id}`));
        return { status: 204, body: undefined };
      }
      const kind = new URL(url, 'http://x').searchParams.get('kind');
      const shown = items.filter((i) => !kind || i.kind === kind);
      return { status: 200, body: { items: shown, total: shown.length, page: 1, pages: 1 } };
    });
    await renderInShell(<ArchivedPage />, { route: '/user/archived', path: '/user/archived', namespaces: ['archive', 'learning'] });
    const rows = await screen.findAllByTestId('archived-item', undefined, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('图书馆');
    expect(rows[0]).toHaveTextContent('library');
    expect(within(rows[1]!).getByRole('link', { name: 'El mercado' })).toHaveAttribute('href', '/article/7');
    expect(rows[1]).toHaveTextContent('Beginner');

    await userEvent.click(screen.getByText('Words'));
    await vi.waitFor(() => expect(screen.getAllByTestId('archived-item')).toHaveLength(1));
    expect(asked.some((a) => a.includes('kind=word'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Restore 图书馆' }));
    expect(await screen.findByText('No archived words', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toContain('DELETE /api/v1/learning/archive/word/9');
  });
});
