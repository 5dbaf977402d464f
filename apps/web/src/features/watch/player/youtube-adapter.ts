import type { PlayerAdapter, PlayerEvents } from './types';

// The parts of the YouTube IFrame API this adapter uses (developers.google.com/youtube/iframe_api_reference).
type YTPlayer = {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(s: number, allowSeekAhead: boolean): void;
  setPlaybackRate(r: number): void;
  getAvailablePlaybackRates(): number[];
  mute(): void;
  unMute(): void;
  setVolume(v: number): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  destroy(): void;
};
type YTNamespace = {
  Player: new (el: HTMLElement, opts: Record<string, unknown>) => YTPlayer;
  PlayerState: { PLAYING: number; PAUSED: number; ENDED: number };
};
type YTWindow = Window & { YT?: YTNamespace; onYouTubeIframeAPIReady?: () => void };

let loading: Promise<YTNamespace> | null = null;

/** Loads the IFrame API script once, on the first YouTube video. */
function loadYouTubeApi(): Promise<YTNamespace> {
  const w = window as YTWindow;
  if (w.YT?.Player) return Promise.resolve(w.YT);
  loading ??= new Promise((resolve, reject) => {
    const previous = w.onYouTubeIframeAPIReady;
    w.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve(w.YT!);
    };
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('not found'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

// YouTube's error codes: 2 bad id, 5 HTML5 error, 100 removed or private, 101 and 150 not embeddable.
const errorText = (code: number) => (code === 101 || code === 150 ? 'not embeddable' : 'not found');

/** A YouTube video through the IFrame API: muted, looping (a playlist of itself), 640×360 by default. */
export async function createYouTubePlayer(container: HTMLElement, videoId: string, events: PlayerEvents): Promise<PlayerAdapter> {
  const YT = await loadYouTubeApi();
  const mount = document.createElement('div');
  container.appendChild(mount);
  let rates: number[] = [1];
  const player = await new Promise<YTPlayer>((resolve) => {
    const p: YTPlayer = new YT.Player(mount, {
      videoId,
      width: 640,
      height: 360,
      playerVars: { autoplay: 1, mute: 1, loop: 1, playlist: videoId, playsinline: 1, rel: 0, modestbranding: 1, cc_load_policy: 0 },
      events: {
        onReady: () => resolve(p),
        onStateChange: (e: { data: number }) => {
          if (e.data === YT.PlayerState.PLAYING) events.onPlay?.();
          else if (e.data === YT.PlayerState.PAUSED) events.onPause?.();
          else if (e.data === YT.PlayerState.ENDED) events.onEnded?.();
        },
        onError: (e: { data: number }) => events.onError?.(errorText(e.data)),
      },
    });
  });
  rates = player.getAvailablePlaybackRates?.() ?? [1];
  return {
    kind: 'Youtube',
    canSetRate: rates.length > 1,
    volumeMute: false,
    play: async () => player.playVideo(),
    pause: () => player.pauseVideo(),
    seek: (s) => player.seekTo(s, true),
    setRate: (r) => player.setPlaybackRate(r),
    setMuted: (m) => (m ? player.mute() : player.unMute()),
    setVolume: (v) => player.setVolume(Math.round(v * 100)),
    currentTime: () => player.getCurrentTime?.() ?? 0,
    duration: () => player.getDuration?.() ?? 0,
    isPaused: () => player.getPlayerState?.() !== YT.PlayerState.PLAYING,
    destroy: () => {
      player.destroy();
      container.replaceChildren();
    },
  };
}
