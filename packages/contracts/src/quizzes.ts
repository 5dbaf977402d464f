// Cloze tests and quizzes (spec 02 §3–§4 Quiz), owned by the quizzes feature; an article's are in reading.ts' article.
import { z } from 'zod';

/** Score tiers of a quiz (spec 02 §4); see docs/decisions/0032-reading-quiz-and-cloze.md for the bounds. */
export const QUIZ_TIERS = ['zero', 'low', 'high', 'perfect'] as const;
export type QuizTier = (typeof QUIZ_TIERS)[number];
/** successRate at or above this is a "high" score. */
export const QUIZ_HIGH_RATE = 60;

export function quizTier(score: number, total: number): QuizTier {
  if (total <= 0 || score <= 0) return 'zero';
  if (score >= total) return 'perfect';
  return (score / total) * 100 >= QUIZ_HIGH_RATE ? 'high' : 'low';
}

// -------------------------------------------------------------------------

export const clozeTest = z.object({
  article_id: z.number().int(),
  items: z.array(z.object({ index: z.number().int(), before: z.string(), after: z.string() })),
  word_bank: z.array(z.string()),
});
export type ClozeTest = z.infer<typeof clozeTest>;

export const clozeAnswersBody = z
  .object({ answers: z.array(z.object({ index: z.number().int().min(0).max(100), answer: z.string().trim().max(40) })).max(100) })
  .strict();
export const clozeResult = z.object({
  score: z.number().int(),
  total: z.number().int(),
  results: z.array(z.object({ index: z.number().int(), correct: z.boolean(), expected: z.string() })),
});
export type ClozeResult = z.infer<typeof clozeResult>;

export const quizQuestion = z.object({ index: z.number().int(), prompt: z.string(), options: z.array(z.string()) });

export const quizResult = z.object({
  score_value: z.number().int(),
  questions_length: z.number().int(),
  /** Percent, 0–100, rounded. */
  successRate: z.number().int(),
  tier: z.enum(QUIZ_TIERS),
});
export type QuizResult = z.infer<typeof quizResult>;

export const quizAttempt = z.object({
  id: z.number().int(),
  article_id: z.number().int(),
  /** The chosen option per question, null while unanswered. */
  answers: z.array(z.number().int().nullable()),
  /** Per answered question: whether it was right (null while unanswered). */
  correct: z.array(z.boolean().nullable()),
  finished: z.boolean(),
  result: quizResult.nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type QuizAttempt = z.infer<typeof quizAttempt>;

export const quiz = z.object({
  article_id: z.number().int(),
  title: z.string(),
  questions: z.array(quizQuestion),
  /** The user's unfinished attempt, if any: "the previous quiz has not been finished". */
  unfinished: quizAttempt.nullable(),
  last_result: quizResult.nullable(),
});
export type Quiz = z.infer<typeof quiz>;

export const startAttemptBody = z.object({ restart: z.boolean().optional().default(false) }).strict();
export const answerBody = z.object({ question: z.number().int().min(0).max(100), choice: z.number().int().min(0).max(10) }).strict();
export const answerResult = z.object({
  correct: z.boolean(),
  correct_choice: z.number().int(),
  explanation: z.string(),
  attempt: quizAttempt,
});

/**
 * One attempt reviewed (/user/quiz/{queryId}/{quizId}): each question with my answer, and the right
 * answer and its explanation once I answered it.
 */
export const quizReview = z.object({
  article_id: z.number().int(),
  title: z.string(),
  attempt: quizAttempt,
  questions: z.array(quizQuestion.extend({ chosen: z.number().int().nullable(), answer: z.number().int().nullable(), explanation: z.string().nullable() })),
});
export type QuizReview = z.infer<typeof quizReview>;
