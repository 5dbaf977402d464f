import type { DebatePage, DebateType } from '@lingbridge/contracts/speak';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

export type DebateListParams = {
  page?: number;
  size?: number;
  scope?: 'upcoming' | 'mine' | 'ended' | 'all';
  verify_status?: 'not_verified' | 'success' | 'fail';
  debate_status?: 'upcoming' | 'onprogress' | 'closed' | 'canceled';
  user_id?: number;
  debate_type?: DebateType;
  language?: string;
  level?: string;
  q?: string;
};

/** GET /debate: a page of events (`scope` upcoming, mine, ended or all; filters by type, language, level, state). */
export const listDebates = (params: DebateListParams) => apiRequest<DebatePage>('/debate', { query: params });

export const useDebates = (params: DebateListParams, enabled = true) =>
  useQuery({ queryKey: speakKeys.list(params), queryFn: () => listDebates(params), placeholderData: keepPreviousData, enabled });
