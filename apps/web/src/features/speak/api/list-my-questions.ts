import type { Paged } from '@lingbridge/contracts/common';
import type { Question } from '@lingbridge/contracts/speak-participation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myListPath, speakKeys } from './query-keys';

/** GET /debate/questions: a page of the questions about my events (asked by me, or to me as the initiator; decision 0209). */
export const listMyQuestions = (page = 1) => apiRequest<Paged<Question>>(myListPath('/debate/questions', page));

export const useMyQuestions = (page = 1) => useQuery({ queryKey: [...speakKeys.myQuestions, page], queryFn: () => listMyQuestions(page) });
