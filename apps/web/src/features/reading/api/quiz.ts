import type { Quiz, QuizAttempt, QuizReview } from '@lingbridge/contracts/quizzes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from './query-keys';

export type AnswerResult = { correct: boolean; correct_choice: number; explanation: string; attempt: QuizAttempt };

/** GET /article/{id}/quiz: the questions, the unfinished attempt and the last result. */
export const getQuiz = (id: number) => apiRequest<Quiz>(`/article/${id}/quiz`);
export const useQuiz = (id: number) => useQuery({ queryKey: readingKeys.quiz(id), queryFn: () => getQuiz(id), enabled: Number.isInteger(id) && id > 0 });

/** POST /article/{id}/quiz/attempts: continue the unfinished attempt, or restart. */
export const startAttempt = (id: number, restart: boolean) => apiRequest<QuizAttempt>(`/article/${id}/quiz/attempts`, { method: 'POST', json: { restart } });

/** POST /article/{id}/quiz/attempts/{attemptId}/answers: one answer, final once given. */
export const answerQuestion = (id: number, attemptId: number, question: number, choice: number) =>
  apiRequest<AnswerResult>(`/article/${id}/quiz/attempts/${attemptId}/answers`, { method: 'POST', json: { question, choice } });

export function useStartAttempt(id: number) {
  return useMutation({ mutationFn: (restart: boolean) => startAttempt(id, restart) });
}

export function useAnswerQuestion(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { attemptId: number; question: number; choice: number }) => answerQuestion(id, v.attemptId, v.question, v.choice),
    onSuccess: (r) => {
      if (r.attempt.finished) void qc.invalidateQueries({ queryKey: readingKeys.quiz(id) });
    },
  });
}

/** GET /article/{id}/quiz/attempts/{attemptId}: one of my attempts, with my answers and the right ones. */
export const getAttemptReview = (id: number, attemptId: number) => apiRequest<QuizReview>(`/article/${id}/quiz/attempts/${attemptId}`);
export const useAttemptReview = (id: number, attemptId: number) =>
  useQuery({ queryKey: [...readingKeys.quiz(id), 'attempt', attemptId], queryFn: () => getAttemptReview(id, attemptId), enabled: id > 0 && attemptId > 0 });
