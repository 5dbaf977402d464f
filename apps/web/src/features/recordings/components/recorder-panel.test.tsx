import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import RecorderPanel from './recorder-panel';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

const article = {
  id: 7,
  title: '我的图书馆',
  language: 'Simplified_Chinese',
  audio_url: '/api/v1/article/7/audio?exp=1&sig=x',
  has_timings: true,
  paragraphs: [{ index: 0, translation: '', sentences: [{ index: 0, text: '我去图书馆。', start: 0, end: 1.5, tokens: [], translation: null }] }],
} as unknown as ArticleDetail;

/** A MediaRecorder as the browser's: chunks on stop, pause and resume by state. */
class FakeRecorder {
  static isTypeSupported = (t: string) => t === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['webm-bytes'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

const timer = () => screen.getByTestId('recorder-timer').textContent;
const state = () => screen.getByTestId('recorder-state').getAttribute('data-state');

async function recordAndStop() {
  await act(async () => fireEvent.click(screen.getByTestId('recorder-start')));
  act(() => void vi.advanceTimersByTime(3000));
  fireEvent.click(screen.getByTestId('recorder-stop'));
  expect(state()).toBe('stopped');
}

describe('the recorder (02 §4, §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop: () => undefined }] })) },
    });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('ticks each second only while recording; pause holds the timer; stop offers the preview and Save', async () => {
    await renderInShell(<RecorderPanel article={article} />, { namespaces: ['recordings'] });
    expect(state()).toBe('idle');
    expect(screen.queryByTestId('recorder-save')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('recorder-start')));
    expect(state()).toBe('recording');
    act(() => void vi.advanceTimersByTime(2000));
    expect(timer()).toBe('0:02');
    fireEvent.click(screen.getByTestId('recorder-pause'));
    expect(state()).toBe('paused');
    act(() => void vi.advanceTimersByTime(5000));
    expect(timer()).toBe('0:02');
    fireEvent.click(screen.getByTestId('recorder-resume'));
    act(() => void vi.advanceTimersByTime(1000));
    expect(timer()).toBe('0:03');
    fireEvent.click(screen.getByTestId('recorder-stop'));
    expect(state()).toBe('stopped');
    expect(screen.getByTestId('recorder-preview')).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByTestId('recorder-save')).toBeEnabled();
  });

  it('a saved recording says so in the spec’s words and opens the dialog with its link to My Recording', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: { id: 1 } }));
    await renderInShell(<RecorderPanel article={article} />, { namespaces: ['recordings'] });
    await recordAndStop();
    await act(async () => fireEvent.click(screen.getByTestId('recorder-save')));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/recordings/v1/audio_recording');
    const form = init!.body as FormData;
    expect(form.get('title')).toBe('New Recording');
    expect(form.get('article_id')).toBe('7');
    expect(form.get('audio_file')).toBeInstanceOf(Blob);
    expect(await screen.findByText('Success! Your recording has been saved.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save Successfully!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Recording' })).toHaveAttribute('href', '/user/record');
  });

  it('a save answered 401 says “Unauthorized! Please log in again.” and goes to the login page', async () => {
    mockFetch(() => ({ status: 401, body: { detail: 'Unauthorized! Please log in again.' } }));
    const { router } = await renderInShell(<RecorderPanel article={article} />, {
      namespaces: ['recordings'],
      routes: [{ path: '/admin/login', element: <p>login</p> }],
    });
    await recordAndStop();
    await act(async () => fireEvent.click(screen.getByTestId('recorder-save')));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Unauthorized! Please log in again.' }));
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('a save answered with another status says “Failed to save the recording.”', async () => {
    mockFetch(() => ({ status: 422, body: { detail: 'no' } }));
    await renderInShell(<RecorderPanel article={article} />, { namespaces: ['recordings'] });
    await recordAndStop();
    await act(async () => fireEvent.click(screen.getByTestId('recorder-save')));
    expect(await screen.findByText('Failed to save the recording.')).toBeInTheDocument();
  });

  it('a dropped connection says “Error saving the recording.” and keeps the recording to save again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderInShell(<RecorderPanel article={article} />, { namespaces: ['recordings'] });
    await recordAndStop();
    await act(async () => fireEvent.click(screen.getByTestId('recorder-save')));
    expect(await screen.findByText('Error saving the recording.')).toBeInTheDocument();
    expect(state()).toBe('failed');
    expect(screen.getByTestId('recorder-save')).toBeEnabled();
    expect(screen.getByTestId('recorder-preview')).toBeInTheDocument();
  });

  it('a refused microphone is explained', async () => {
    (navigator.mediaDevices.getUserMedia as ReturnType<typeof vi.fn>).mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    await renderInShell(<RecorderPanel article={article} />, { namespaces: ['recordings'] });
    await act(async () => fireEvent.click(screen.getByTestId('recorder-start')));
    expect(screen.getByTestId('recorder-mic-problem')).toHaveTextContent('The microphone is blocked');
    expect(state()).toBe('idle');
  });
});
