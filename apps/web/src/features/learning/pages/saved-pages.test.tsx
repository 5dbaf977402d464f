import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOADS_KEY } from '../../../lib/download';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as DownloadsPage } from './downloads-page';
import { Component as SavedVideosPage } from './saved-videos-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/user/saved/videolist', () => {
  it('lists saved videos and removes one', async () => {
    localStorage.setItem('token', 'test-token');
    let items = [
      { video_id: 3, title: 'Mercado', language: 'Spanish', level: 'Beginner', duration: 125, thumbnail: null, saved_at: '2026-11-25T10:00:00Z' },
      { video_id: 4, title: 'Tren', language: 'Spanish', level: null, duration: null, thumbnail: null, saved_at: '2026-11-24T10:00:00Z' },
    ];
    const calls: string[] = [];
    mockFetch((url, init) => {
      if (init.method === 'DELETE') {
        calls.push(url);
        items = items.filter((i) => !url.endsWith(`/${i.video_id}`));
        return { status: 204, body: undefined };
      }
      if (url.includes('/learning/saved/videos')) return { status: 200, body: { items, total: items.length, page: 1, pages: 1 } };
      return { status: 404, body: { detail: 'Not found' } };
    });
    await renderInShell(<SavedVideosPage />, { route: '/user/saved/videolist', path: '/user/saved/videolist', namespaces: ['learning'] });
    const cards = await screen.findAllByTestId('saved-video', undefined, { timeout: 5000 });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Mercado' })).toHaveAttribute('href', '/videoplayer?v=3');
    expect(cards[0]).toHaveTextContent('Beginner · 2 min');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('saved-video')).toHaveLength(1));
    expect(calls[0]).toMatch(/\/learning\/saved\/videos\/4$/);
  });

  it('has an empty state', async () => {
    localStorage.setItem('token', 'test-token');
    mockFetch(() => ({ status: 200, body: { items: [], total: 0, page: 1, pages: 1 } }));
    await renderInShell(<SavedVideosPage />, { route: '/user/saved/videolist', path: '/user/saved/videolist', namespaces: ['learning'] });
    expect(await screen.findByText('No saved videos yet', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('/user/download', () => {
  it('lists this browser’s downloads with a way back to the article, and forgets one', async () => {
    localStorage.setItem(
      DOWNLOADS_KEY,
      JSON.stringify([
        { path: '/article/7/download?format=pdf', name: 'mercado.pdf', at: Date.UTC(2026, 10, 25, 9) },
        { path: '/video/2/captions?format=srt&line=both', name: 'tren.srt', at: Date.UTC(2026, 10, 24, 9) },
      ]),
    );
    await renderInShell(<DownloadsPage />, { route: '/user/download', path: '/user/download', namespaces: ['learning'] });
    const rows = await screen.findAllByTestId('download', undefined, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('mercado.pdf');
    expect(within(rows[0]!).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/article/7');
    expect(within(rows[1]!).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/videoplayer?v=2');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Remove from list' }));
    expect(screen.getAllByTestId('download')).toHaveLength(1);
  });

  it('says what will appear for a new account', async () => {
    await renderInShell(<DownloadsPage />, { route: '/user/download', path: '/user/download', namespaces: ['learning'] });
    expect(await screen.findByText('No downloads yet', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('/user/popularity', () => {
  it('shows my videos’ viewers and my events’ likes, with empty states', async () => {
    const { Component: PopularityPage } = await import('./popularity-page');
    localStorage.setItem('token', 'test-token');
    mockFetch(() => ({
      status: 200,
      body: { videos: [{ video_id: 5, title: 'Mi barrio', is_public: false, viewers: 3, minutes: 14 }], events: [] },
    }));
    await renderInShell(<PopularityPage />, { route: '/user/popularity', path: '/user/popularity', namespaces: ['learning'] });
    const table = await screen.findByTestId('popular-videos', undefined, { timeout: 5000 });
    expect(within(table).getByRole('link', { name: 'Mi barrio' })).toHaveAttribute('href', '/videoplayer?v=5');
    expect(table).toHaveTextContent('Private');
    expect(table).toHaveTextContent('314');
    expect(screen.getByText('You have not hosted an event yet')).toBeInTheDocument();
  });
});
