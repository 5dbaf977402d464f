import type { Sentence } from '@lingbridge/contracts/vocabulary';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /video/sentence/{id}: how often the learner replayed the sentence (Watch counts the clicks). */
export const updateSentenceClicks = (id: number, clickCount: number) =>
  apiRequest<Sentence>(`/video/sentence/${id}`, { method: 'PATCH', json: { click_count: clickCount } });
