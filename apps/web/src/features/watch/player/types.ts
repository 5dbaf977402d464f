import type { VideoType } from '@lingbridge/contracts/watch';

/** What the player tells the page; every provider reports through these. */
export type PlayerEvents = {
  onPlay?: () => void;
  onPause?: () => void;
  onEnded?: () => void;
  /** A message of spec 01 §8 ("not found", "not embeddable") or the provider's words. */
  onError?: (message: string) => void;
};

/**
 * One small surface over YouTube, Vimeo and a plain <video>, so the transcript and the controls
 * never ask which one plays. Time and duration are read synchronously: providers whose calls are
 * asynchronous (Vimeo) keep the last values they reported.
 */
export interface PlayerAdapter {
  readonly kind: VideoType;
  /** Whether the speed button is shown (some providers or videos refuse other rates). */
  readonly canSetRate: boolean;
  /** Vimeo mutes by volume 0/1 (spec 01 §4). */
  readonly volumeMute: boolean;
  /** Starts playback; rejects when the browser blocks it (autoplay with sound). */
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  setRate(rate: number): void;
  setMuted(muted: boolean): void;
  setVolume(volume: number): void;
  currentTime(): number;
  duration(): number;
  isPaused(): boolean;
  destroy(): void;
}

export type PlayableVideo = { video_type: VideoType; embed_id: string | null; video_url: string; title: string };
