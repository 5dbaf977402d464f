import { act, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../../test/render';
import { clock, RecordingBar } from './audio-bar';

/** jsdom has media elements without playback: the element's state is set by hand, as a browser would. */
function media(el: HTMLAudioElement, state: { paused?: boolean; duration?: number; currentTime?: number }) {
  for (const [k, v] of Object.entries(state)) Object.defineProperty(el, k, { value: v, configurable: true, writable: true });
}

describe('the recording bar', () => {
  it('plays and pauses the recording, shows where it is, and moves to where the slider is put', async () => {
    const ref = createRef<HTMLAudioElement>();
    await renderInShell(<RecordingBar src="/a.mp3" voice="recording" audioRef={ref} rate={1} onRate={() => undefined} hasTimings={false} />, {
      namespaces: ['reading'],
    });
    const audio = ref.current!;
    const play = vi.fn(async () => undefined);
    const pause = vi.fn();
    Object.assign(audio, { play, pause });
    media(audio, { paused: true, duration: 95, currentTime: 0 });
    act(() => void audio.dispatchEvent(new Event('loadedmetadata')));
    expect(screen.getByText('0:00 / 1:35')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play the recording' }));
    expect(play).toHaveBeenCalledOnce();
    media(audio, { paused: false, currentTime: 12.4 });
    act(() => void audio.dispatchEvent(new Event('play')));
    act(() => void audio.dispatchEvent(new Event('timeupdate')));
    expect(screen.getByText('0:12 / 1:35')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledOnce();

    const slider = screen.getByRole('slider', { name: 'Position in the recording' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:12 / 1:35');
    fireEvent.change(slider, { target: { value: '60' } });
    expect(audio.currentTime).toBe(60);
  });

  it('shows the length the sentence timings give, and cannot be moved, until the file’s length is known', async () => {
    const ref = createRef<HTMLAudioElement>();
    await renderInShell(<RecordingBar src="/a.mp3" voice="computer" audioRef={ref} rate={1} onRate={() => undefined} hasTimings expectedDuration={56.2} />, {
      namespaces: ['reading'],
    });
    expect(screen.getByRole('slider', { name: 'Position in the recording' })).toBeDisabled();
    expect(screen.getByText('0:00 / 0:56')).toBeInTheDocument();
    media(ref.current!, { duration: 57.5, currentTime: 0, paused: true });
    act(() => void ref.current!.dispatchEvent(new Event('durationchange')));
    expect(screen.getByText('0:00 / 0:57')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Position in the recording' })).toBeEnabled();
    expect(screen.getByText('Computer voice')).toBeInTheDocument();
  });

  it('writes times as minutes and seconds', () => {
    expect([clock(0), clock(9.9), clock(61), clock(NaN), clock(-3), clock(3600)]).toEqual(['0:00', '0:09', '1:01', '0:00', '0:00', '60:00']);
  });
});
