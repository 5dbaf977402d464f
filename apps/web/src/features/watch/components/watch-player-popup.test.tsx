import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryOf, loadWatchStrings, mockFetch, renderWithApp, stubLayout, stubMediaPlayback, videoOf } from '../test/fixtures';
import { WatchPlayer } from './watch-player';

const emptyPage = { items: [], page: 1, pages: 0, total: 0 };

describe('a word tapped in a playing video (issue 18)', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    stubLayout();
    await loadWatchStrings();
  });
  afterEach(() => vi.restoreAllMocks());

  it('pauses the video until the pop-up closes, then plays on', async () => {
    const { play, pause } = stubMediaPlayback();
    mockFetch((url, init) => (init.method === 'POST' ? { status: 200, body: entryOf({ text: '图书馆' }) } : { status: 200, body: emptyPage }));
    await renderWithApp(<WatchPlayer video={videoOf()} />);
    await waitFor(() => expect(play).toHaveBeenCalled());
    const row = (await screen.findAllByTestId('transcript-row'))[1];
    await waitFor(() => expect(within(row).queryByRole('button', { name: '图书馆' })).toBeTruthy());
    const plays = play.mock.calls.length;
    await userEvent.click(within(row).getByRole('button', { name: '图书馆' }));
    await screen.findByRole('dialog', { name: '图书馆' });
    expect(pause).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '图书馆' })).toBeNull());
    await waitFor(() => expect(play.mock.calls.length).toBeGreaterThan(plays));
  });
});
