import type { Debate, DebateBody } from '@lingbridge/contracts/speak';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** POST /debate: a new event, waiting for an admin's approval. */
export const createDebate = (body: DebateBody) => apiRequest<Debate>('/debate', { method: 'POST', json: body });

export function useCreateDebate() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createDebate, onSuccess: () => void qc.invalidateQueries({ queryKey: speakKeys.lists }) });
}
