import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { apiRequest } from '../../../lib/api-client';
import type { LookupFetcher } from './look-up-word';

/**
 * POST /video/vocabulary with the spec's lookup payload `{video_id, text, transcript_id, lang_from,
 * lang_to}` (spec 01 §3). Watch passes it to the word pop-up: `fetcher={lookUpVideoWord(transcriptId)}`.
 */
export const lookUpVideoWord =
  (transcriptId?: string | number | null): LookupFetcher =>
  ({ text, from, to, context }) =>
    apiRequest<VocabularyEntry>('/video/vocabulary', {
      method: 'POST',
      json: {
        video_id: context?.video_id ?? null,
        transcript_id: transcriptId ?? null,
        text,
        lang_from: from,
        lang_to: to,
        ...(context?.sentence ? { sentence: context.sentence } : {}),
      },
    });
