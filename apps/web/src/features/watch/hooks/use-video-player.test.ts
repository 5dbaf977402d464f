import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayableVideo } from '../player/types';

const created: string[] = [];
vi.mock('../player/create-player', () => ({
  createPlayer: (_el: HTMLElement, video: PlayableVideo) => {
    created.push(video.video_url);
    return new Promise(() => undefined);
  },
}));

const { useVideoPlayer } = await import('./use-video-player');

describe('useVideoPlayer', () => {
  it('keeps the player when only the signature of a private video link is renewed', () => {
    const video = (url: string): PlayableVideo => ({ video_type: 'AWS', embed_id: null, video_url: url, title: 't' });
    const { result, rerender } = renderHook(({ v }) => useVideoPlayer(v), { initialProps: { v: video('/api/v1/video/file/storage/a.mp4?exp=1&sig=x') } });
    // The mount point is attached by the component; give the hook one so it builds a player.
    (result.current.mountRef as { current: HTMLDivElement | null }).current = document.createElement('div');
    rerender({ v: video('/api/v1/video/file/storage/a.mp4?exp=1&sig=x') });
    created.length = 0;
    rerender({ v: video('/api/v1/video/file/storage/a.mp4?exp=2&sig=y') });
    expect(created).toEqual([]);
    rerender({ v: video('/api/v1/video/file/storage/b.mp4?exp=2&sig=y') });
    expect(created).toEqual(['/api/v1/video/file/storage/b.mp4?exp=2&sig=y']);
  });
});
