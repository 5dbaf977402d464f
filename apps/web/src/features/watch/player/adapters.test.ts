import { afterEach, describe, expect, it, vi } from 'vitest';

// Test doubles that follow the providers' documented player APIs (YouTube IFrame API reference;
// Vimeo player.js README): the adapters are checked for what they ask of them, not for playback.

type Handlers = Record<string, (e: { data: number }) => void>;

function fakeYouTube(rates: number[]) {
  const calls: string[] = [];
  let events: Handlers = {};
  let options: Record<string, unknown> = {};
  class Player {
    constructor(_el: HTMLElement, opts: { events: Handlers } & Record<string, unknown>) {
      events = opts.events;
      options = opts;
      queueMicrotask(() => events.onReady({ data: 0 }));
    }
    playVideo = () => calls.push('playVideo');
    pauseVideo = () => calls.push('pauseVideo');
    seekTo = (s: number) => calls.push(`seekTo ${s}`);
    setPlaybackRate = (r: number) => calls.push(`setPlaybackRate ${r}`);
    getAvailablePlaybackRates = () => rates;
    mute = () => calls.push('mute');
    unMute = () => calls.push('unMute');
    setVolume = (v: number) => calls.push(`setVolume ${v}`);
    getCurrentTime = () => 12.5;
    getDuration = () => 300;
    getPlayerState = () => 1;
    destroy = () => calls.push('destroy');
  }
  (window as unknown as { YT: unknown }).YT = { Player, PlayerState: { PLAYING: 1, PAUSED: 2, ENDED: 0 } };
  return { calls, fire: (name: string, data: number) => events[name]({ data }), options: () => options };
}

describe('YouTube adapter', () => {
  afterEach(() => {
    delete (window as unknown as { YT?: unknown }).YT;
  });

  it('embeds muted and looping, maps the controls, and reports play/pause and embed errors in the spec’s words', async () => {
    const yt = fakeYouTube([0.25, 0.5, 1, 1.5, 2]);
    const { createYouTubePlayer } = await import('./youtube-adapter');
    const seen: string[] = [];
    const player = await createYouTubePlayer(document.createElement('div'), 'abcdefghijk', {
      onPlay: () => seen.push('play'),
      onPause: () => seen.push('pause'),
      onError: (m) => seen.push(m),
    });
    expect(yt.options()).toMatchObject({
      videoId: 'abcdefghijk',
      width: 640,
      height: 360,
      playerVars: { autoplay: 1, mute: 1, loop: 1, playlist: 'abcdefghijk' },
    });
    expect(player.canSetRate).toBe(true);
    player.seek(42);
    player.setRate(1.5);
    player.setMuted(false);
    expect(yt.calls).toEqual(['seekTo 42', 'setPlaybackRate 1.5', 'unMute']);
    expect([player.currentTime(), player.duration(), player.isPaused()]).toEqual([12.5, 300, false]);
    yt.fire('onStateChange', 1);
    yt.fire('onStateChange', 2);
    yt.fire('onError', 150);
    yt.fire('onError', 100);
    expect(seen).toEqual(['play', 'pause', 'not embeddable', 'not found']);
  });

  it('hides the speed control when the video offers only one rate', async () => {
    fakeYouTube([1]);
    const { createYouTubePlayer } = await import('./youtube-adapter');
    const player = await createYouTubePlayer(document.createElement('div'), 'abcdefghijk', {});
    expect(player.canSetRate).toBe(false);
  });
});

const vimeo = vi.hoisted(() => ({ calls: [] as string[], rateAllowed: true, handlers: {} as Record<string, (d: unknown) => void> }));
vi.mock('@vimeo/player', () => ({
  default: class {
    constructor(el: HTMLElement, opts?: Record<string, unknown>) {
      // Given anything but the player's iframe, the real SDK fetches vimeo.com's oEmbed JSON first.
      vimeo.calls.push(el instanceof HTMLIFrameElement && !opts ? `new iframe ${el.src}` : `new oembed ${JSON.stringify(opts ?? {})}`);
    }
    on(name: string, fn: (d: unknown) => void) {
      vimeo.handlers[name] = fn;
    }
    ready = () => Promise.resolve();
    getDuration = () => Promise.resolve(95);
    setPlaybackRate = (r: number) => (vimeo.rateAllowed ? (vimeo.calls.push(`rate ${r}`), Promise.resolve(r)) : Promise.reject(new Error('not allowed')));
    setVolume = (v: number) => (vimeo.calls.push(`volume ${v}`), Promise.resolve(v));
    setCurrentTime = (s: number) => (vimeo.calls.push(`time ${s}`), Promise.resolve(s));
    play = () => Promise.resolve();
    pause = () => Promise.resolve();
    destroy = () => Promise.resolve();
  },
}));

describe('Vimeo adapter', () => {
  it('embeds the player iframe itself: no oEmbed request, which the CSP (connect-src our origin) blocks', async () => {
    const { createVimeoPlayer } = await import('./vimeo-adapter');
    vimeo.calls.length = 0;
    const container = document.createElement('div');
    await createVimeoPlayer(container, '76979871', {});
    expect(vimeo.calls[0]).toMatch(/^new iframe https:\/\/player\.vimeo\.com\/video\/76979871\?/);
    const iframe = container.querySelector('iframe')!;
    expect(iframe.className).toBe('lb-watch-media');
    expect(iframe.allow).toContain('autoplay');
  });

  it('mutes with volume 0/1, keeps the time its events report, and hides speed when the owner refuses it', async () => {
    const { createVimeoPlayer } = await import('./vimeo-adapter');
    vimeo.rateAllowed = false;
    vimeo.calls.length = 0;
    const player = await createVimeoPlayer(document.createElement('div'), '76979871', {});
    expect(vimeo.calls[0]).toBe('new iframe https://player.vimeo.com/video/76979871?muted=1&loop=1&autoplay=1&playsinline=1');
    expect(player.canSetRate).toBe(false);
    expect(player.volumeMute).toBe(true);
    expect(player.duration()).toBe(95);
    vimeo.handlers.timeupdate({ seconds: 33.2, duration: 95 });
    expect(player.currentTime()).toBe(33.2);
    player.setMuted(true);
    player.setMuted(false);
    player.seek(10);
    expect(vimeo.calls.slice(1)).toEqual(['volume 0', 'volume 1', 'time 10']);
    expect(player.currentTime()).toBe(10);
  });
});
