import type { MyQuizzes } from '@lingbridge/contracts/learning';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

export const MY_QUIZZES_PAGE_SIZE = 20;

/** GET /learning/quizzes: every quiz I took or left unfinished, newest first. */
export const listMyQuizzes = (page: number) => apiRequest<MyQuizzes>('/learning/quizzes', { query: { page, size: MY_QUIZZES_PAGE_SIZE } });

export const useMyQuizzes = (page: number) =>
  useQuery({ queryKey: learningKeys.quizzes(page), queryFn: () => listMyQuizzes(page), placeholderData: keepPreviousData });
