import { z } from 'zod';
import { defineEvent } from '../../events/define-event';

/** A teacher answered a learner's recording (a comment, or the overall note and rating): the learner is told. */
export const recordingFeedbackGiven = defineEvent({
  name: 'recordings.feedback-given',
  payload: z.object({
    recordingId: z.number().int(),
    learnerId: z.number().int(),
    teacherId: z.number().int(),
    kind: z.enum(['comment', 'review']),
  }),
});
