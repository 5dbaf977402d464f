import { z } from 'zod';
import { defineEvent } from '../../events/define-event';

/**
 * An article now has a recording with sentence timings (new audio, or new timings for it): what is
 * derived from the recording per sentence (the native pitch contours of recordings) can be made.
 */
export const articleAudioTimed = defineEvent({
  name: 'reading.article-audio-timed',
  payload: z.object({ articleId: z.number().int() }),
});
