import type { ClozeResult, ClozeTest } from '@lingbridge/contracts/quizzes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from './query-keys';

/** GET /article/{id}/cloze: the blanks and the word bank (no answers). */
export const getCloze = (id: number) => apiRequest<ClozeTest>(`/article/${id}/cloze`);
export const useCloze = (id: number, enabled = true) => useQuery({ queryKey: readingKeys.cloze(id), queryFn: () => getCloze(id), enabled });

/** POST /article/{id}/cloze/answers: the score and the expected words. */
export const checkCloze = (id: number, answers: { index: number; answer: string }[]) =>
  apiRequest<ClozeResult>(`/article/${id}/cloze/answers`, { method: 'POST', json: { answers } });
export const useCheckCloze = (id: number) => useMutation({ mutationFn: (answers: { index: number; answer: string }[]) => checkCloze(id, answers) });
