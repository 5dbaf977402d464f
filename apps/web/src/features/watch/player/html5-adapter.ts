import type { PlayerAdapter, PlayerEvents } from './types';

/** A self-hosted file ("AWS") in a plain <video>: muted, looping, inline on phones. */
export function createHtml5Player(container: HTMLElement, src: string, events: PlayerEvents): PlayerAdapter {
  const el = document.createElement('video');
  el.src = src;
  el.muted = true;
  el.loop = true;
  el.playsInline = true;
  el.preload = 'metadata';
  el.className = 'lb-watch-media';
  el.setAttribute('data-testid', 'watch-video');
  const onPlay = () => events.onPlay?.();
  const onPause = () => events.onPause?.();
  const onEnded = () => events.onEnded?.();
  const onError = () => events.onError?.(el.error?.code === 4 ? 'not found' : el.error?.message || 'not found');
  el.addEventListener('play', onPlay);
  el.addEventListener('pause', onPause);
  el.addEventListener('ended', onEnded);
  el.addEventListener('error', onError);
  container.appendChild(el);
  return {
    kind: 'AWS',
    canSetRate: true,
    volumeMute: false,
    play: () => el.play(),
    pause: () => el.pause(),
    seek: (s) => {
      el.currentTime = s;
    },
    setRate: (r) => {
      el.playbackRate = r;
    },
    setMuted: (m) => {
      el.muted = m;
    },
    setVolume: (v) => {
      el.volume = v;
    },
    currentTime: () => el.currentTime,
    duration: () => (Number.isFinite(el.duration) ? el.duration : 0),
    isPaused: () => el.paused,
    destroy: () => {
      el.removeEventListener('play', onPlay);
      el.removeEventListener('pause', onPause);
      el.removeEventListener('ended', onEnded);
      el.removeEventListener('error', onError);
      el.pause();
      el.removeAttribute('src');
      el.load();
      el.remove();
    },
  };
}
