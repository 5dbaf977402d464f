import type { DebateUserPatch, Participant } from '@lingbridge/contracts/speak-participation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** PATCH /debate/debate_user/{debateId}/{userId}: approve, decline, kick, switch side (initiator); withdraw (the participant). */
export const changeParticipant = (debateId: number, userId: number, body: DebateUserPatch) =>
  apiRequest<Participant & { free_use_returned: boolean }>(`/debate/debate_user/${debateId}/${userId}`, { method: 'PATCH', json: body });

export function useChangeParticipant(debateId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: DebateUserPatch }) => changeParticipant(debateId, userId, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: speakKeys.all }),
  });
}
