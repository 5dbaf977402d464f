import type { Question } from '@lingbridge/contracts/speak-participation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** GET /debate/questions: questions about my events (asked by me, or to me as the initiator). */
export const listMyQuestions = () => apiRequest<Question[]>('/debate/questions');

export const useMyQuestions = () => useQuery({ queryKey: speakKeys.myQuestions, queryFn: listMyQuestions });
