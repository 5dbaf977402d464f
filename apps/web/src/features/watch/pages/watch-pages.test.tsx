import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { loadWatchStrings, mockFetch, renderWithApp, stubLayout, stubMediaPlayback, videoOf } from '../test/fixtures';
import { Component as UploadTranscriptPage } from './upload-transcript-page';
import { Component as VideoSearchPage } from './video-search-page';
import { Component as WatchPage } from './watch-page';

const emptyPage = { items: [], page: 1, pages: 0, total: 0 };
/** /video/upload/{id}, as the router mounts it. */
const renderUploadPage = (id: number) =>
  renderWithApp(
    <Routes>
      <Route path="/video/upload/:id" element={<UploadTranscriptPage />} />
    </Routes>,
    { route: `/video/upload/${id}` },
  );

describe('Watch pages', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    stubLayout();
    stubMediaPlayback();
    await loadWatchStrings();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('/video plays the demo of the learning language; the upload box refuses empty and bad links and asks a visitor to log in', async () => {
    const asked: string[] = [];
    mockFetch((url, init) => {
      asked.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/v1/video/default')
        return { status: 200, body: videoOf({ title: 'Un día en el mercado', language: 'Spanish', is_demo: true }) };
      if (url.pathname === '/api/v1/video' && init.method === 'POST') return { status: 401, body: { detail: 'Oops! Please login first!' } };
      return { status: 401, body: { detail: 'Not authenticated' } };
    });
    localStorage.setItem('learningLanguage', 'Spanish');
    await renderWithApp(<WatchPage />, { signedIn: false });
    expect(await screen.findByText('Un día en el mercado')).toBeTruthy();
    expect(asked).toContain('GET /api/v1/video/default?learning_language=Spanish');

    await userEvent.click(screen.getByTestId('panel-upload'));
    const submit = screen.getByTestId('upload-submit');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByTestId('upload-link'), 'youtube dot com');
    await userEvent.click(submit);
    expect(await screen.findByText('Please enter the correct URL.')).toBeTruthy();
    expect(asked.some((a) => a.startsWith('POST /api/v1/video'))).toBe(false);

    await userEvent.clear(screen.getByTestId('upload-link'));
    await userEvent.type(screen.getByTestId('upload-link'), 'https://youtu.be/abcdefghijk');
    await userEvent.click(submit);
    const alert = await screen.findByTestId('upload-login');
    expect(within(alert).getByText('Oops! Please login first!')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/admin/login');
  });

  it('keeps one panel open at a time and closes it on a click outside', async () => {
    mockFetch((url) => (url.pathname === '/api/v1/video/default' ? { status: 200, body: videoOf() } : { status: 200, body: emptyPage }));
    await renderWithApp(<WatchPage />);
    await screen.findByTestId('watch-player');
    await userEvent.click(screen.getByTestId('panel-notebook'));
    expect(screen.getByTestId('watch-panel').getAttribute('aria-label')).toBe('Notebook');
    await userEvent.click(screen.getByTestId('panel-history'));
    expect(screen.getAllByTestId('watch-panel')).toHaveLength(1);
    expect(screen.getByTestId('watch-panel').getAttribute('aria-label')).toBe('Look-up history');
    await userEvent.click(screen.getByText('Watch and understand'));
    expect(screen.queryByTestId('watch-panel')).toBeNull();
  });

  it('/video/upload/{id} shows the progress while pending, then "Fail!" with the server’s reason', async () => {
    let status: 'pending' | 'fail' = 'pending';
    const polls: string[] = [];
    mockFetch((url) => {
      if (url.pathname === '/api/v1/video/9') {
        polls.push(url.search);
        return {
          status: 200,
          body: videoOf({
            id: 9,
            transcript: undefined,
            transcribe_status: status,
            stage: 'captions',
            transcribe_fail_reason: status === 'fail' ? 'no speech-to-text engine is configured on this server' : null,
          }),
        };
      }
      return { status: 200, body: emptyPage };
    });
    const { client } = await renderUploadPage(9);
    const progress = await screen.findByTestId('video-progress');
    expect(within(progress).getByTestId('progress-value').textContent).toBe('50%');
    expect(within(progress).getByText('Reading the speech')).toBeTruthy();
    expect(polls[0]).toBe('?include_transcript=false');

    status = 'fail';
    await act(() => client.refetchQueries({ queryKey: ['watch', 'video', 9, false] }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Fail!')).toBeTruthy();
    expect(within(dialog).getByText('no speech-to-text engine is configured on this server')).toBeTruthy();
    expect(within(dialog).getByText('subtitle generation failed, please upload another video')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('fail-card').textContent).toContain('no speech-to-text engine is configured on this server'));
  });

  it('/video/upload/{id} opens "Your video is ready!" with the player when the video finishes while the learner waits', async () => {
    let done = false;
    mockFetch((url) => {
      if (url.pathname === '/api/v1/video/9') {
        const video = videoOf({ id: 9, title: 'Mi barrio', transcribe_status: done ? 'success' : 'pending', stage: 'captions' });
        return { status: 200, body: url.search.includes('include_transcript=false') ? { ...video, transcript: undefined } : video };
      }
      return { status: 200, body: emptyPage };
    });
    const { client } = await renderUploadPage(9);
    await screen.findByTestId('processing-card');
    expect(screen.queryByRole('dialog')).toBeNull();

    done = true;
    await act(() => client.refetchQueries({ queryKey: ['watch', 'video', 9, false] }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your video is ready!')).toBeTruthy();
    expect(await screen.findByTestId('watch-player')).toBeTruthy();
    expect(screen.queryByTestId('processing-card')).toBeNull();
  });

  it('"Fail!" words a known reason in the interface language: Spanish for NO_STT, not the server’s English', async () => {
    const english = 'no speech-to-text engine is configured on this server: upload a caption file, or ask the administrator to configure one';
    mockFetch((url) =>
      url.pathname === '/api/v1/video/9'
        ? {
            status: 200,
            body: videoOf({ id: 9, transcript: undefined, transcribe_status: 'fail', transcribe_fail_reason: english, transcribe_fail_code: 'NO_STT' }),
          }
        : { status: 200, body: emptyPage },
    );
    await renderUploadPage(9);
    try {
      await act(async () => {
        await i18n.changeLanguage('es');
        await loadWatchStrings();
      });
      const card = await screen.findByTestId('fail-card');
      await waitFor(() => expect(within(card).getByText('¡Error!')).toBeTruthy());
      expect(
        within(card).getByText('Este servidor no puede reconocer la voz. Sube un archivo de subtítulos o pide al administrador que lo configure.'),
      ).toBeTruthy();
      expect(card.textContent).not.toContain(english);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('/video/upload/{id} of a video that does not exist says so, with no "try again"', async () => {
    mockFetch((url) => (url.pathname === '/api/v1/video/404404' ? { status: 404, body: { detail: 'not found' } } : { status: 200, body: emptyPage }));
    await renderUploadPage(404404);
    expect(await screen.findByText("We couldn't find this video")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Watch' }).getAttribute('href')).toBe('/video');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('/video/search/{q} says so when nothing matches', async () => {
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url.pathname + url.search);
      return { status: 200, body: emptyPage };
    });
    await renderWithApp(
      <Routes>
        <Route path="/video/search/:id" element={<VideoSearchPage />} />
      </Routes>,
      { route: '/video/search/dragon' },
    );
    expect(await screen.findByText('no videos found, please input other search input')).toBeTruthy();
    expect(asked.some((a) => a.startsWith('/api/v1/video/list?') && a.includes('q=dragon'))).toBe(true);
  });
});
