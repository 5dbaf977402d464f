import { createHtml5Player } from './html5-adapter';
import type { PlayableVideo, PlayerAdapter, PlayerEvents } from './types';

/** The adapter for a video's provider; YouTube's API and Vimeo's SDK load only when needed. */
export async function createPlayer(container: HTMLElement, video: PlayableVideo, events: PlayerEvents): Promise<PlayerAdapter> {
  if (video.video_type === 'Youtube') {
    if (!video.embed_id) throw new Error('not found');
    const { createYouTubePlayer } = await import('./youtube-adapter');
    return createYouTubePlayer(container, video.embed_id, events);
  }
  if (video.video_type === 'Vimeo') {
    if (!video.embed_id) throw new Error('not found');
    const { createVimeoPlayer } = await import('./vimeo-adapter');
    return createVimeoPlayer(container, video.embed_id, events);
  }
  return createHtml5Player(container, video.video_url, events);
}
