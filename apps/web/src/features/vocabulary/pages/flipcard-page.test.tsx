import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entryOf, mockFetch, renderWithApp } from '../test/render';
import { Component as FlipcardPage } from './flipcard-page';

const CARDS = [
  entryOf({ id: 1, is_saved: true }),
  entryOf({ id: 2, text: '看书', pronunciation: 'kàn shū', tones: [4, 1], meaning: 'to read; to study', hsk: 1, examples: [] }),
];

// Rendering Mantine in jsdom is slow on a busy machine.
describe('flip cards', { timeout: 20_000 }, () => {
  it('Space shows the answer, keys 1–4 rate, progress counts, then all caught up', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const ratings: [string, unknown][] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/v1/vocabulary/review/due') return { status: 200, body: { items: CARDS, total_due: 2 } };
      if (url.pathname.startsWith('/api/v1/vocabulary/review/')) {
        ratings.push([url.pathname, JSON.parse(String(init.body))]);
        return { status: 200, body: { ...CARDS[0], due_at: inAnHour } };
      }
      if (url.pathname === '/api/v1/vocabulary')
        return { status: 200, body: { items: CARDS.map((c) => ({ ...c, due_at: inAnHour })), page: 1, pages: 1, total: 2 } };
      return { status: 404, body: { detail: 'Not Found' } };
    });
    await renderWithApp(<FlipcardPage />);
    const user = userEvent.setup();

    expect(await screen.findByText('1 of 2')).toBeTruthy();
    const card = screen.getByTestId('flipcard');
    expect(card.getAttribute('data-side')).toBe('front');
    expect(screen.queryByText('library')).toBeNull();
    // Keys 1–4 do nothing before the answer shows.
    await user.keyboard('3');
    expect(ratings).toHaveLength(0);

    await user.keyboard(' ');
    expect(card.getAttribute('data-side')).toBe('back');
    expect(screen.getByTestId('flipcard-meaning').textContent).toBe('library');
    expect(card.textContent).toContain('我喜欢去图书馆看书');
    await user.keyboard('3');
    await waitFor(() => expect(screen.getByText('2 of 2')).toBeTruthy());
    expect(ratings[0]).toEqual(['/api/v1/vocabulary/review/1', { rating: 'good' }]);
    expect(screen.getByTestId('flipcard').getAttribute('data-side')).toBe('front');

    await user.keyboard(' ');
    await user.keyboard('1');
    await waitFor(() => expect(ratings[1]).toEqual(['/api/v1/vocabulary/review/2', { rating: 'again' }]));
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    expect(screen.getByText('Next review in 1 hour.')).toBeTruthy();
  });

  it('offers Read, Watch and the dictionary when nothing is saved', async () => {
    mockFetch((url) =>
      url.pathname === '/api/v1/vocabulary/review/due'
        ? { status: 200, body: { items: [], total_due: 0 } }
        : { status: 200, body: { items: [], page: 1, pages: 1, total: 0 } },
    );
    await renderWithApp(<FlipcardPage />);
    expect(await screen.findByText('No words to review yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read an article' }).getAttribute('href')).toBe('/read');
  });
});
