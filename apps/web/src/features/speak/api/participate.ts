import type { Participant, ParticipateBody } from '@lingbridge/contracts/speak-participation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

export type ParticipateResult = { participant: Participant; checkout_url: string | null };

/** POST /debate/{id}/participate: apply as a player (with a side or a role), a judge or the audience. */
export const participate = (id: number, body: ParticipateBody) => apiRequest<ParticipateResult>(`/debate/${id}/participate`, { method: 'POST', json: body });

export function useParticipate(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: ParticipateBody) => participate(id, body), onSuccess: () => void qc.invalidateQueries({ queryKey: speakKeys.all }) });
}
