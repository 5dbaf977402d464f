import type { Recording } from '@lingbridge/contracts/recordings';

/** A recording as the server lists it, for the pages' tests: "Take {id}" of Lin's, on article 7. */
export const recordingOf = (id: number, over: Partial<Recording> = {}): Recording => ({
  id,
  user_id: 1,
  user_name: 'Lin',
  article_id: 7,
  article_title: 'The market',
  article_language: 'Simplified_Chinese',
  sentence_index: null,
  title: `Take ${id}`,
  duration_ms: 2000,
  size: 1000,
  audio_url: `/api/recordings/v1/audio_recording/audio_file/${id}?sig=x`,
  status: 'waiting',
  feedback: null,
  comments: [],
  created_at: '2026-11-01T10:00:00Z',
  abilities: ['review'],
  ...over,
});
