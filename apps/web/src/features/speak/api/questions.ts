import type { Paged } from '@lingbridge/contracts/common';
import type { Question } from '@lingbridge/contracts/speak-participation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** GET /debate/{id}/qa: a page of the questions about one event, newest first (decision 0216). */
export const listQuestions = (id: number, page = 1) => apiRequest<Paged<Question>>(`/debate/${id}/qa${page > 1 ? `?page=${page}` : ''}`);
export const useQuestions = (id: number, page = 1, enabled = true) =>
  useQuery({ queryKey: [...speakKeys.questions(id), page], queryFn: () => listQuestions(id, page), enabled, placeholderData: keepPreviousData });

/** POST /debate/{id}/qa: asks the initiator a question. */
export const askQuestion = (id: number, question: string) => apiRequest<Question>(`/debate/${id}/qa`, { method: 'POST', json: { question } });
/** PATCH /debate/{id}/qa/{questionId}: the initiator's answer. */
export const answerQuestion = (id: number, questionId: number, answer: string) =>
  apiRequest<Question>(`/debate/${id}/qa/${questionId}`, { method: 'PATCH', json: { answer } });
/** DELETE /debate/{id}/qa/{questionId}. */
export const deleteQuestion = (id: number, questionId: number) => apiRequest<{ ok: true }>(`/debate/${id}/qa/${questionId}`, { method: 'DELETE' });

const useQaMutation = <V>(fn: (v: V) => Promise<unknown>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: speakKeys.all }) });
};
export const useAskQuestion = () => useQaMutation((v: { id: number; question: string }) => askQuestion(v.id, v.question));
export const useAnswerQuestion = () => useQaMutation((v: { id: number; questionId: number; answer: string }) => answerQuestion(v.id, v.questionId, v.answer));
export const useDeleteQuestion = () => useQaMutation((v: { id: number; questionId: number }) => deleteQuestion(v.id, v.questionId));
