import type { ArticleDetail } from '@lingbridge/contracts/reading';

const word = (text: string, start: number, reading: string, tones: number[]) => ({
  text,
  start,
  end: start + text.length,
  isWord: true,
  reading,
  tones,
  key: text,
});

/** An article as GET /article/{id} answers it: open with a recording, or a locked teaser. */
export function articleOf(over: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    id: 7,
    title: '我的图书馆',
    title_en: 'My library',
    summary: '',
    language: 'Simplified_Chinese',
    level: 'Beginner',
    category: { id: 1, name: 'Daily life', slug: 'daily-life' },
    magazine: null,
    is_free: false,
    cover_url: null,
    has_audio: true,
    author: 'Lingbridge',
    status: 'published',
    published_at: '2026-11-01T00:00:00.000Z',
    word_count: 2,
    locked: false,
    access: { state: 'open', reason: 'pro', free_uses_left: null },
    paragraphs: [
      {
        index: 0,
        translation: 'I go to the library. It is quiet there.',
        sentences: [
          {
            index: 0,
            text: '我去图书馆。',
            start: 0,
            end: 1.5,
            tokens: [
              word('我', 0, 'wǒ', [3]),
              word('去', 1, 'qù', [4]),
              word('图书馆', 2, 'tú shū guǎn', [2, 1, 3]),
              { text: '。', start: 5, end: 6, isWord: false },
            ],
            translation: 'I go to the library.',
          },
        ],
      },
    ],
    key_vocabulary: [],
    audio_url: '/api/v1/article/7/audio?expires=1&sig=x',
    audio_voice: 'recording',
    has_timings: true,
    has_cloze: false,
    question_count: 0,
    abilities: [],
    ...over,
  };
}

export const teaser = (reason: 'login' | 'subscribe' | 'unlock', left = 0) =>
  articleOf({
    locked: true,
    access: { state: 'locked', reason, free_uses_left: reason === 'login' ? null : left },
    paragraphs: [],
    audio_url: null,
    audio_voice: null,
  });
