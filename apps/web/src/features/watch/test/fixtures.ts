import type { TranscriptSentence, Video } from '@lingbridge/contracts/watch';
import { vi } from 'vitest';
import i18n from '../../../lib/i18n';

export { entryOf, mockFetch, renderWithApp } from '../../vocabulary/test/render';

/** The Watch strings, loaded before a render (the vocabulary helper loads the others). */
export const loadWatchStrings = () => i18n.loadNamespaces(['watch', 'vocabulary', 'modals']);

export function sentenceOf(i: number, over: Partial<TranscriptSentence> = {}): TranscriptSentence {
  return {
    id: 100 + i,
    start: i * 4,
    end: i * 4 + 3.5,
    text: `Sentence number ${i}.`,
    translated_languages: [],
    en_text: `Sentence number ${i}.`,
    zh_text: ['我', '喜欢', '图书馆', '。'],
    ori_zh_text: '我喜欢图书馆。',
    ...over,
  };
}

export function videoOf(over: Partial<Video> = {}): Video {
  return {
    id: 7,
    title: 'A day at the library',
    video_url: '/api/v1/video/file/storage/abc',
    video_type: 'AWS',
    embed_id: null,
    language: 'Simplified_Chinese',
    spoken_language: 'English',
    site_language: 'en',
    transcribe_status: 'success',
    transcribe_fail_reason: null,
    transcribe_fail_code: null,
    transcribe_fail_params: null,
    stage: null,
    free_use: 'none',
    duration: 12,
    thumbnail_url: null,
    category: null,
    level: 'Beginner',
    owner_id: 2,
    is_public: false,
    is_demo: false,
    sentence_count: 3,
    created_at: '2026-11-23T10:00:00.000Z',
    updated_at: '2026-11-23T10:00:00.000Z',
    transcript: [sentenceOf(0), sentenceOf(1, { en_text: 'This English line is clearly longer than fifty characters in all.' }), sentenceOf(2)],
    ...over,
  };
}

/** jsdom has no media playback: play/pause flip `paused` and fire the events a browser fires. */
export function stubMediaPlayback() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause };
}

/** jsdom lays nothing out: give elements a panel's size so the virtualized transcript shows rows. */
export function stubLayout(width = 600, height = 640, rowHeight = 90) {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(rowHeight);
}
