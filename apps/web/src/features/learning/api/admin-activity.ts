import type { AdminActivity } from '@lingbridge/contracts/learning';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download';
import { learningKeys } from './query-keys';

export type ActivityFilter = { from: string; to: string; feature: string };
const query = (f: ActivityFilter) => ({ from: f.from, to: f.to, ...(f.feature ? { feature: f.feature } : {}) });

/** GET /admin/learning/activity: everyone's activity over the days asked. */
export const getActivity = (f: ActivityFilter) => apiRequest<AdminActivity>('/admin/learning/activity', { query: query(f) });

export const useAdminActivity = (f: ActivityFilter) =>
  useQuery({ queryKey: learningKeys.activity(f.from, f.to, f.feature), queryFn: () => getActivity(f), placeholderData: keepPreviousData });

/** GET /admin/learning/activity.csv: the same days as a CSV file. */
export const downloadActivityCsv = (f: ActivityFilter) =>
  downloadApiFile(`/admin/learning/activity.csv?${new URLSearchParams(query(f)).toString()}`, `activity-${f.from}-${f.to}.csv`);
