import type { GroupReport, unknownWords } from '@lingbridge/contracts/organizations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, ApiError, apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { getToken } from '../../../lib/storage';
import { orgKeys } from './query-keys';

type GroupRef = { orgId: number; groupId: number };
const base = (g: GroupRef) => `/organization/org/${g.orgId}/group/${g.groupId}`;

export const getGroupReport = (g: GroupRef, from: string, to: string) => apiRequest<GroupReport>(`${base(g)}/reporting`, { query: { from, to } });

/** GET …/reporting: the group's figures per learner and in total over a period. */
export const useGroupReport = (g: GroupRef, from: string, to: string) =>
  useQuery({ queryKey: orgKeys.report(g.groupId, from, to), queryFn: () => getGroupReport(g, from, to), placeholderData: keepPreviousData, staleTime: 30_000 });

/** The same report as a CSV file (the server writes it). */
export async function downloadReportCsv(g: GroupRef, from: string, to: string, name: string) {
  const qs = new URLSearchParams({ from, to, format: 'csv' });
  const token = getToken();
  const res = await fetch(`${API_BASE}${base(g)}/reporting?${qs}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError('bad response', 'Network error occurred', res.status);
  saveBlob(await res.blob(), name);
}

export type UnknownWords = z.infer<typeof unknownWords>;
export const getUnknownWords = (g: GroupRef, source: { article_id?: number; video_id?: number }) =>
  apiRequest<UnknownWords>(`${base(g)}/unknown_words`, { query: source });

/** GET …/unknown_words: the words most of the group looked up in an article or a video. */
export const useUnknownWords = (g: GroupRef, kind: 'article' | 'video', id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...orgKeys.unknownWords(g.groupId, id), kind],
    queryFn: () => getUnknownWords(g, kind === 'article' ? { article_id: id } : { video_id: id }),
    enabled,
    staleTime: 30_000,
  });
