import type { GoalBody } from '@lingbridge/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

/** PUT /learning/goal: minutes or words a day. */
export const setGoal = (goal: GoalBody) => apiRequest<GoalBody>('/learning/goal', { method: 'PUT', json: goal });

export function useSetGoal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setGoal, onSuccess: () => void qc.invalidateQueries({ queryKey: learningKeys.report() }) });
}
