import { z } from 'zod';
import { defineEvent } from '../../events/define-event';

/** Someone answered a question: its asker hears of it (notifications). */
export const questionAnswered = defineEvent({
  name: 'discussions.question-answered',
  payload: z.object({
    questionId: z.number().int(),
    answerId: z.number().int(),
    askerId: z.number().int(),
    answererId: z.number().int(),
    answererName: z.string(),
    kind: z.enum(['article', 'video']),
    ref: z.number().int(),
    title: z.string(),
  }),
});
