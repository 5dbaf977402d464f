import type { LearningReport } from '@lingbridge/contracts/learning';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** GET /learning/report: the learner's figures in their own days (minutes east of UTC). */
export const getReport = () => apiRequest<LearningReport>('/learning/report', { query: { tz: -new Date().getTimezoneOffset() } });

export const useReport = (enabled = true) => useQuery({ queryKey: learningKeys.report(), queryFn: getReport, enabled, staleTime: 30_000 });
