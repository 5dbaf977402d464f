import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entryOf, mockFetch, renderWithApp } from '../test/render';
import { HistoryList } from './history-list';

/** A history of `total` entries served 20 a page, as GET /vocabulary does. */
function serveHistory(total: number) {
  return mockFetch((url) => {
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    const count = Math.max(0, Math.min(size, total - (page - 1) * size));
    const items = Array.from({ length: count }, (_, i) => entryOf({ id: (page - 1) * size + i + 1, text: `词${(page - 1) * size + i + 1}` }));
    return { status: 200, body: { items, page, pages: Math.max(1, Math.ceil(total / size)), total } };
  });
}

const more = () => screen.queryByRole('button', { name: 'See More History' });

// Rendering Mantine in jsdom is slow on a busy machine.
describe('lookup history', { timeout: 20_000 }, () => {
  it('asks for page 1, 20 a page, in the learning language; See More History shows while fewer are shown than the total', async () => {
    const fetch = serveHistory(25);
    await renderWithApp(<HistoryList language="Simplified_Chinese" />);
    expect(await screen.findByText('Showing 20 of 25')).toBeTruthy();
    const first = new URL(String(fetch.mock.calls[0][0]), 'http://x');
    expect(Object.fromEntries(first.searchParams)).toEqual({ page: '1', size: '20', learning_language: 'Simplified_Chinese' });
    expect(first.searchParams.has('is_saved')).toBe(false);

    await userEvent.click(more()!);
    expect(await screen.findByText('Showing 25 of 25')).toBeTruthy();
    expect(new URL(String(fetch.mock.calls[1][0]), 'http://x').searchParams.get('page')).toBe('2');
    await waitFor(() => expect(more()).toBeNull());
    expect(screen.getAllByTestId('entry-row')).toHaveLength(25);
  });

  it('shows no See More History when one page holds everything', async () => {
    serveHistory(20);
    await renderWithApp(<HistoryList language="Simplified_Chinese" />);
    expect(await screen.findByText('Showing 20 of 20')).toBeTruthy();
    expect(more()).toBeNull();
  });

  it('explains an empty history', async () => {
    serveHistory(0);
    await renderWithApp(<HistoryList language="Spanish" />);
    expect(await screen.findByText('No lookups yet')).toBeTruthy();
    expect(more()).toBeNull();
  });
});
