import type { PlayerAdapter, PlayerEvents } from './types';

/** The embed of a Vimeo video: starts muted and looping (spec 01 §4), inline on phones. */
export const vimeoEmbedUrl = (videoId: string) => `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?muted=1&loop=1&autoplay=1&playsinline=1`;

/**
 * A Vimeo video through its player SDK (loaded with the first Vimeo video). The SDK's getters are
 * asynchronous, so time and duration are the last values its events reported. Vimeo mutes by
 * volume 0/1 (spec 01 §4); speed works only where the video's owner allows it.
 */
export async function createVimeoPlayer(container: HTMLElement, videoId: string, events: PlayerEvents): Promise<PlayerAdapter> {
  const { default: Player } = await import('@vimeo/player');
  // The SDK given a <div> first asks vimeo.com's oEmbed endpoint for the embed code, a connection
  // our CSP refuses (connect-src is our own origin, decision 0058): the video never loaded. Given
  // the player's own iframe (frame-src allows player.vimeo.com) it only talks to it by postMessage.
  const mount = document.createElement('iframe');
  mount.className = 'lb-watch-media';
  mount.src = vimeoEmbedUrl(videoId);
  mount.allow = 'autoplay; fullscreen; picture-in-picture';
  mount.allowFullscreen = true;
  mount.title = 'Vimeo';
  container.appendChild(mount);
  const player = new Player(mount);
  let time = 0;
  let length = 0;
  let paused = true;
  player.on('timeupdate', (d: { seconds: number; duration: number }) => {
    time = d.seconds;
    length = d.duration;
  });
  player.on('play', () => {
    paused = false;
    events.onPlay?.();
  });
  player.on('pause', () => {
    paused = true;
    events.onPause?.();
  });
  player.on('ended', () => events.onEnded?.());
  player.on('error', (e: { name?: string; message?: string }) => events.onError?.(e.name === 'PrivacyError' ? 'not embeddable' : 'not found'));
  await player.ready().catch(() => events.onError?.('not found'));
  length = await player.getDuration().catch(() => 0);
  // Speed is a setting of the video's owner: ask once and hide the button when it is refused.
  const canSetRate = await player.setPlaybackRate(1).then(
    () => true,
    () => false,
  );
  return {
    kind: 'Vimeo',
    canSetRate,
    volumeMute: true,
    play: () => player.play().then(() => undefined),
    pause: () => void player.pause().catch(() => undefined),
    seek: (s) => {
      time = s;
      void player.setCurrentTime(s).catch(() => undefined);
    },
    setRate: (r) => void player.setPlaybackRate(r).catch(() => undefined),
    setMuted: (m) => void player.setVolume(m ? 0 : 1).catch(() => undefined),
    setVolume: (v) => void player.setVolume(v).catch(() => undefined),
    currentTime: () => time,
    duration: () => length,
    isPaused: () => paused,
    destroy: () => {
      void player.destroy().catch(() => undefined);
      container.replaceChildren();
    },
  };
}
