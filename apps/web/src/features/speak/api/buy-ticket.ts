import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ParticipateResult } from './participate';
import { speakKeys } from './query-keys';

/** POST /debate/{id}/attendee: an audience ticket (free ones wait for the initiator; paid ones answer a checkout address). */
export const buyTicket = (id: number, message?: string | null) =>
  apiRequest<ParticipateResult>(`/debate/${id}/attendee`, { method: 'POST', json: { message: message || null } });

export function useBuyTicket(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (message?: string | null) => buyTicket(id, message),
    onSuccess: () => void qc.invalidateQueries({ queryKey: speakKeys.all }),
  });
}
