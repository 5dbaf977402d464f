import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadWatchStrings, mockFetch, renderWithApp, videoOf } from '../../test/fixtures';
import { Component as VideoCategoryPage } from './video-category-page';

describe('/cms/videoCategory', { timeout: 30_000 }, () => {
  beforeEach(loadWatchStrings);

  it("lists every video through the admin list, finds a learner's private video and publishes it", async () => {
    const lists: URLSearchParams[] = [];
    const patches: { path: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (init.method === 'PATCH') {
        patches.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        return { status: 200, body: videoOf({ id: 41, is_public: true }) };
      }
      if (url.pathname === '/api/v1/category') return { status: 200, body: [{ id: 3, name: 'Daily Life' }] };
      if (url.pathname === '/api/v1/video/admin/list') {
        lists.push(url.searchParams);
        const items = [videoOf({ id: 41, title: 'Learner clip', owner_id: 9, is_public: false, is_demo: false })];
        return { status: 200, body: { items, page: Number(url.searchParams.get('page')), pages: 3, total: 41 } };
      }
      return { status: 404, body: { detail: 'not found' } };
    });
    await renderWithApp(<VideoCategoryPage />);

    const row = await screen.findByTestId('cms-video-row');
    expect(within(row).getByText(/Uploaded by user 9/)).toBeTruthy();
    expect(screen.getByTestId('cms-video-total').textContent).toBe('41 videos');
    // Finished videos first: the list opens on the success state, page 1, 20 a page.
    expect(Object.fromEntries(lists[0])).toEqual({ page: '1', size: '20', status: 'success' });

    await userEvent.click(within(row).getByRole('switch', { name: 'In the library: Learner clip' }));
    await waitFor(() => expect(patches).toEqual([{ path: '/api/v1/video/41', body: { is_public: true } }]));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'clip');
    await waitFor(() => expect(lists.at(-1)?.get('q')).toBe('clip'));

    // Long lists page.
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lists.at(-1)?.get('page')).toBe('2'));
    expect(lists.at(-1)?.get('q')).toBe('clip');
  });

  it('filters by publication and language', async () => {
    const lists: URLSearchParams[] = [];
    mockFetch((url) => {
      if (url.pathname === '/api/v1/category') return { status: 200, body: [] };
      lists.push(url.searchParams);
      return { status: 200, body: { items: [videoOf({ id: 5 })], page: 1, pages: 1, total: 1 } };
    });
    await renderWithApp(<VideoCategoryPage />);
    await screen.findByTestId('cms-video-row');
    await userEvent.click(screen.getByLabelText('Publication', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Private', hidden: true }));
    await waitFor(() => expect(lists.at(-1)?.get('is_public')).toBe('false'));
    await userEvent.click(screen.getByLabelText('Language', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spanish', hidden: true }));
    await waitFor(() => expect(lists.at(-1)?.get('language')).toBe('Spanish'));
    expect(lists.at(-1)?.get('is_public')).toBe('false');
  });
});
