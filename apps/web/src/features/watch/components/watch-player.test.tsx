import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryOf, loadWatchStrings, mockFetch, renderWithApp, sentenceOf, stubLayout, stubMediaPlayback, videoOf } from '../test/fixtures';
import { WatchPlayer } from './watch-player';

const emptyPage = { items: [], page: 1, pages: 0, total: 0 };
const media = () => document.querySelector('video') as HTMLVideoElement;

describe('the Watch player', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    stubLayout();
    await loadWatchStrings();
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts muted and looping, highlights the sentence at the current time, and its play icon seeks, plays and pauses', async () => {
    const { play, pause } = stubMediaPlayback();
    mockFetch(() => ({ status: 200, body: emptyPage }));
    await renderWithApp(<WatchPlayer video={videoOf()} />);
    await waitFor(() => expect(media()).toBeTruthy());
    expect(media().muted && media().loop).toBe(true);
    await waitFor(() => expect(play).toHaveBeenCalled());

    // The time is sampled from the player: at 5 s the second sentence (4 < 5 < 7.5) is current.
    media().currentTime = 5;
    await waitFor(() => expect(screen.getAllByTestId('transcript-row')[1].getAttribute('aria-current')).toBe('true'), { timeout: 3000 });
    expect(screen.getAllByTestId('transcript-row')[0].getAttribute('aria-current')).toBeNull();

    const third = screen.getAllByTestId('transcript-row')[2];
    await userEvent.click(within(third).getByTestId('sentence-play'));
    expect(media().currentTime).toBe(8);
    expect(play.mock.calls.length).toBeGreaterThan(1);
    // Playback moves on past the start (8 < 9 < 11.5): the third sentence is current and playing.
    media().currentTime = 9;
    await waitFor(() => expect(third.getAttribute('aria-current')).toBe('true'), { timeout: 3000 });
    // A second click on the playing sentence pauses.
    await userEvent.click(within(third).getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalled();
  });

  it('cycles the speed, shows long English smaller, and renders only the rows on screen of 900 sentences', async () => {
    stubMediaPlayback();
    mockFetch(() => ({ status: 200, body: emptyPage }));
    const long = Array.from({ length: 900 }, (_, i) => sentenceOf(i));
    await renderWithApp(<WatchPlayer video={videoOf({ transcript: long })} />);
    const speed = await screen.findByTestId('watch-speed');
    expect(speed.textContent).toBe('1×');
    await userEvent.click(speed);
    expect(speed.textContent).toBe('1.25×');
    expect(media().playbackRate).toBe(1.25);
    const rows = screen.getAllByTestId('transcript-row');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(40);
  });

  it('marks long English lines for the smaller font', async () => {
    stubMediaPlayback();
    mockFetch(() => ({ status: 200, body: emptyPage }));
    await renderWithApp(<WatchPlayer video={videoOf()} />);
    const english = await screen.findByText('This English line is clearly longer than fifty characters in all.');
    expect(english.hasAttribute('data-long')).toBe(true);
    expect(screen.getAllByText('Sentence number 0.')[0].hasAttribute('data-long')).toBe(false);
  });

  it('saves a sentence with the video and transcript ids and marks it dark; a word opens the pop-up looked up for the video', async () => {
    stubMediaPlayback();
    const posts: { path: string; body: Record<string, unknown> }[] = [];
    mockFetch((url, init) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posts.push({ path: url.pathname, body });
        if (url.pathname === '/api/v1/video/sentence')
          return { status: 201, body: { id: 1, ...body, zh_text: '', click_count: 0, article_id: null, created_at: '' } };
        return { status: 200, body: entryOf({ text: body.text }) };
      }
      return { status: 200, body: emptyPage };
    });
    await renderWithApp(<WatchPlayer video={videoOf()} />);
    const row = (await screen.findAllByTestId('transcript-row'))[1];
    const save = within(row).getByTestId('sentence-save');
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(save);
    await waitFor(() => expect(within(row).getByTestId('sentence-save').getAttribute('aria-pressed')).toBe('true'));
    expect(row.hasAttribute('data-saved')).toBe(true);
    const saved = posts.find((p) => p.path === '/api/v1/video/sentence')!;
    expect(saved.body).toMatchObject({ video_id: 7, transcript_id: 101, foreign_text: '我喜欢图书馆。', language: 'Simplified_Chinese' });

    await userEvent.click(within(row).getByRole('button', { name: '图书馆' }));
    await screen.findByRole('dialog', { name: '图书馆' });
    await waitFor(() => expect(posts.some((p) => p.path === '/api/v1/video/vocabulary')).toBe(true));
    expect(posts.find((p) => p.path === '/api/v1/video/vocabulary')!.body).toMatchObject({ video_id: 7, transcript_id: 101, text: '图书馆' });
  });

  it('asks a visitor to sign up or log in when saving a sentence', async () => {
    stubMediaPlayback();
    const fetch = mockFetch(() => ({ status: 200, body: emptyPage }));
    await renderWithApp(<WatchPlayer video={videoOf()} />, { signedIn: false });
    const row = (await screen.findAllByTestId('transcript-row'))[0];
    await userEvent.click(within(row).getByTestId('sentence-save'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Sign up free' })).toBeTruthy();
    expect(fetch.mock.calls.some(([u, init]) => String(u).includes('/video/sentence') && init?.method === 'POST')).toBe(false);
  });
});
