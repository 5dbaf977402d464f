import type { DebatePage, DebateType } from '@lingbridge/contracts/speak';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
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

const debatesQuery = (params: DebateListParams) => ({ queryKey: speakKeys.list(params), queryFn: () => listDebates(params) });

export const useDebates = (params: DebateListParams, enabled = true) => useQuery({ ...debatesQuery(params), placeholderData: keepPreviousData, enabled });

/**
 * /speak's data, asked for before the page renders: by the server renderer, which waits for it
 * (decision 0044). A visitor's "mine" tab asks for nothing (the page asks them to sign in).
 */
export async function prefetchDebates(url: URL, client: QueryClient): Promise<void> {
  const { listParamsOf } = await import('../lib/list-params');
  const { tab, params } = listParamsOf(url.searchParams);
  if (tab !== 'mine') await client.fetchQuery(debatesQuery(params));
}
