import { POLLING } from '@lingbridge/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPlayer } from '../player/create-player';
import type { PlayableVideo, PlayerAdapter } from '../player/types';
import { nextSpeed } from '../lib/speed';

export type PlayerView = {
  ready: boolean;
  playing: boolean;
  muted: boolean;
  rate: number;
  time: number;
  duration: number;
  error: string | null;
  canSetRate: boolean;
};

const INITIAL: PlayerView = { ready: false, playing: false, muted: true, rate: 1, time: 0, duration: 0, error: null, canSetRate: false };

/** Plays, and when the browser blocks it (sound without a gesture), retries muted (spec 01 §4). */
async function playOrRetryMuted(adapter: PlayerAdapter, onMuted: () => void) {
  try {
    await adapter.play();
  } catch {
    adapter.setMuted(true);
    onMuted();
    await adapter.play().catch(() => undefined);
  }
}

/**
 * The player of a video: mounts the provider's adapter in `mountRef`, starts muted and looping,
 * follows play/pause from the player and samples the time every 500 ms (spec 01 §4, §9).
 */
export function useVideoPlayer(video: PlayableVideo | null) {
  const mountRef = useRef<HTMLDivElement>(null);
  const adapterRef = useRef<PlayerAdapter | null>(null);
  const [view, setView] = useState<PlayerView>(INITIAL);
  const patch = useCallback((p: Partial<PlayerView>) => setView((v) => ({ ...v, ...p })), []);
  // A private video's link is signed and renewed by the hour (server decision 0050): the same file
  // with a new signature is the same source, so a refetch never restarts the player.
  const source = video ? `${video.video_type}:${video.embed_id ?? video.video_url.split('?')[0]}` : null;

  useEffect(() => {
    const el = mountRef.current;
    if (!video || !el) return;
    let cancelled = false;
    setView(INITIAL);
    createPlayer(el, video, {
      onPlay: () => patch({ playing: true }),
      onPause: () => patch({ playing: false }),
      onError: (message) => patch({ error: message }),
    }).then(
      (adapter) => {
        if (cancelled) return adapter.destroy();
        adapterRef.current = adapter;
        patch({ ready: true, canSetRate: adapter.canSetRate, duration: adapter.duration() });
        void playOrRetryMuted(adapter, () => patch({ muted: true }));
      },
      (err: Error) => !cancelled && patch({ error: err.message || 'not found' }),
    );
    return () => {
      cancelled = true;
      adapterRef.current?.destroy();
      adapterRef.current = null;
    };
    // The player is rebuilt only when the source changes, not on every refetch of the video.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);

  useEffect(() => {
    if (!view.ready) return;
    const id = setInterval(() => {
      const a = adapterRef.current;
      if (!a) return;
      const time = a.currentTime();
      const duration = a.duration();
      const playing = !a.isPaused();
      setView((v) => (v.time === time && v.duration === duration && v.playing === playing ? v : { ...v, time, duration, playing }));
    }, POLLING.playerTimeMs);
    return () => clearInterval(id);
  }, [view.ready]);

  const controls = {
    play: () => {
      const a = adapterRef.current;
      if (a) void playOrRetryMuted(a, () => patch({ muted: true }));
    },
    pause: () => adapterRef.current?.pause(),
    toggle: () => (view.playing ? controls.pause() : controls.play()),
    seek: (seconds: number) => {
      adapterRef.current?.seek(seconds);
      patch({ time: seconds });
    },
    cycleSpeed: () => {
      const rate = nextSpeed(view.rate);
      adapterRef.current?.setRate(rate);
      patch({ rate });
    },
    toggleMute: () => {
      const muted = !view.muted;
      const a = adapterRef.current;
      if (!a) return;
      // Vimeo mutes by volume 0/1 (spec 01 §4); the others have a mute switch.
      if (a.volumeMute) a.setVolume(muted ? 0 : 1);
      else {
        a.setMuted(muted);
        if (!muted) a.setVolume(1);
      }
      patch({ muted });
    },
  };
  return { mountRef, view, controls };
}

export type VideoPlayerControls = ReturnType<typeof useVideoPlayer>['controls'];
