import type { Sentence } from '@lingbridge/contracts/vocabulary';
import type { LearningLanguage } from '@lingbridge/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vocabularyKeys } from './query-keys';

/** The saved-sentence payload (spec 01 §3); an article sentence carries article_id instead of video_id. */
export type SaveSentenceBody = {
  transcript_id?: string | number | null;
  video_id?: string | number | null;
  article_id?: string | number | null;
  en_text?: string;
  zh_text?: string | string[];
  foreign_text?: string;
  language: LearningLanguage;
};

/** POST /video/sentence: saves a sentence once (saving it again answers the saved one). */
export const saveSentence = (body: SaveSentenceBody) => apiRequest<Sentence>('/video/sentence', { method: 'POST', json: body });

/**
 * For Read and Watch. On failure call `notifyFailure(t, 'saveSentence')` from
 * `../lib/messages`: "Something Wrong; Sorry, failed to save the sentence. Please try again."
 */
export function useSaveSentence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSentence,
    onSuccess: () => qc.invalidateQueries({ queryKey: vocabularyKeys.sentences() }),
  });
}
