import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWatchStrings, mockFetch, renderWithApp, stubLayout, stubMediaPlayback, videoOf } from '../test/fixtures';
import { Component as UploadTranscriptPage } from './upload-transcript-page';
import { Component as WatchPage } from './watch-page';

// Issue 12 item 13 (decision 0065): the Watch page says what a submission costs, and that a failed one gave its use back.
const emptyPage = { items: [], page: 1, pages: 0, total: 0 };
const entitlements = (pro: boolean, remaining: number) => ({
  pro,
  reason: pro ? 'subscription' : 'free',
  free_uses: { used: 3 - remaining, limit: 3, remaining },
  access_until: null,
});

describe('free uses on Watch', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    stubLayout();
    stubMediaPlayback();
    await loadWatchStrings();
  });
  afterEach(() => vi.restoreAllMocks());

  it('the upload box tells a free learner a transcript costs 1 of the 3 free uses, given back on failure', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/v1/video/default') return { status: 200, body: videoOf() };
      if (url.pathname === '/api/v1/billing/entitlements') return { status: 200, body: entitlements(false, 2) };
      return { status: 200, body: emptyPage };
    });
    await renderWithApp(<WatchPage />);
    await screen.findByTestId('watch-player');
    await userEvent.click(screen.getByTestId('panel-upload'));
    expect((await screen.findByTestId('upload-cost')).textContent).toBe(
      'Making a transcript uses 1 of your 3 free uses (2 left). If the video fails, the use is given back.',
    );
  });

  it('PRO learners are not told about free uses', async () => {
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url.pathname);
      if (url.pathname === '/api/v1/video/default') return { status: 200, body: videoOf() };
      if (url.pathname === '/api/v1/billing/entitlements') return { status: 200, body: entitlements(true, 3) };
      return { status: 200, body: emptyPage };
    });
    await renderWithApp(<WatchPage />);
    await screen.findByTestId('watch-player');
    await userEvent.click(screen.getByTestId('panel-upload'));
    await screen.findByTestId('upload-form');
    await vi.waitFor(() => expect(asked).toContain('/api/v1/billing/entitlements'));
    expect(screen.queryByTestId('upload-cost')).toBeNull();
  });

  it('"Fail!" says the free use was given back when the server returned it', async () => {
    mockFetch((url) =>
      url.pathname === '/api/v1/video/9'
        ? { status: 200, body: videoOf({ id: 9, transcript: undefined, transcribe_status: 'fail', transcribe_fail_code: 'NO_STT', free_use: 'returned' }) }
        : { status: 200, body: emptyPage },
    );
    await renderWithApp(
      <Routes>
        <Route path="/video/upload/:id" element={<UploadTranscriptPage />} />
      </Routes>,
      { route: '/video/upload/9' },
    );
    const card = await screen.findByTestId('fail-card');
    expect(within(card).getByTestId('free-use-returned').textContent).toBe('Your free use was given back: a video that fails does not count.');
  });
});
