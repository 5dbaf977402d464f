import type { MyDiscussions } from '@lingbridge/contracts/discussions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discussionKeys } from './query-keys';

export type MineRole = 'all' | 'question' | 'answer';

/** GET /discussions/mine: my questions and answers, newest first. */
export const useMyDiscussions = (role: MineRole, page: number) =>
  useQuery({
    queryKey: discussionKeys.mine(role, page),
    queryFn: () => apiRequest<MyDiscussions>('/discussions/mine', { query: { role: role === 'all' ? undefined : role, page } }),
    placeholderData: keepPreviousData,
  });
