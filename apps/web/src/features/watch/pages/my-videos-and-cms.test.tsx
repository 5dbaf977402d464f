import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadWatchStrings, mockFetch, renderWithApp, videoOf } from '../test/fixtures';
import { Component as VideoEditPage } from './cms/video-edit-page';
import { Component as MyVideosPage } from './my-videos-page';

describe('my videos and the CMS video editor', { timeout: 30_000 }, () => {
  beforeEach(loadWatchStrings);

  it('lists the learner’s videos with their state; retries a failed one and deletes only after confirming', async () => {
    const calls: string[] = [];
    mockFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (init.method === 'DELETE') return { status: 204 };
      if (init.method === 'POST') return { status: 200, body: videoOf({ id: 12, transcribe_status: 'not_started' }) };
      return {
        status: 200,
        body: {
          items: [videoOf({ id: 11, title: 'Ready one' }), videoOf({ id: 12, title: 'Broken one', transcribe_status: 'fail' })],
          page: 1,
          pages: 1,
          total: 2,
        },
      };
    });
    await renderWithApp(<MyVideosPage />);
    const cards = await screen.findAllByTestId('video-card');
    expect(within(cards[0]).getByRole('link', { name: 'Ready one' }).getAttribute('href')).toBe('/video/upload/11');
    expect(within(cards[1]).getByTestId('video-status').textContent).toBe('Fail!');
    expect(within(cards[0]).queryByRole('button', { name: 'Try “Ready one” again' })).toBeNull();

    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Try “Broken one” again' }));
    await waitFor(() => expect(calls).toContain('POST /api/v1/video/12/retry'));

    await userEvent.click(within(cards[0]).getByRole('button', { name: 'Delete “Ready one”' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/v1/video/11'));
  });

  it('a page past the last (its last video just deleted) moves to the last page instead of saying there are no videos', async () => {
    const asked: string[] = [];
    mockFetch((url) => {
      const page = url.searchParams.get('page') ?? '1';
      asked.push(page);
      const items = page === '1' ? [videoOf({ id: 11, title: 'Ready one' })] : [];
      return { status: 200, body: { items, page: Number(page), pages: 1, total: 1 } };
    });
    await renderWithApp(<MyVideosPage />, { route: '/user/uploads?page=2' });
    expect((await screen.findAllByTestId('video-card')).length).toBe(1);
    expect(screen.queryByText('No videos yet')).toBeNull();
    expect(asked).toEqual(['2', '1']);
  });

  it('asks a visitor to log in instead of listing', async () => {
    const fetch = mockFetch(() => ({ status: 401, body: { detail: 'Not authenticated' } }));
    await renderWithApp(<MyVideosPage />, { signedIn: false });
    expect(await screen.findByRole('link', { name: /log in/i })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('corrects a transcript line with PATCH /video/{id}/transcript/{sentenceId}', async () => {
    const patches: { path: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (init.method === 'PATCH') {
        patches.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        return { status: 200, body: {} };
      }
      if (url.pathname === '/api/v1/category') return { status: 200, body: [{ id: 1, name: 'Daily Life' }] };
      return { status: 200, body: videoOf() };
    });
    await renderWithApp(
      <Routes>
        <Route path="/cms/VideoEdit/:id" element={<VideoEditPage />} />
      </Routes>,
      { route: '/cms/VideoEdit/7' },
    );
    const first = (await screen.findAllByTestId('cms-sentence'))[0];
    const save = within(first).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const english = within(first).getByLabelText('English line');
    await userEvent.clear(english);
    await userEvent.type(english, 'I like the library.');
    await userEvent.click(save);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].path).toBe('/api/v1/video/7/transcript/100');
    expect(patches[0].body).toMatchObject({ en_text: 'I like the library.', ori_zh_text: '我喜欢图书馆。' });
  });
});
