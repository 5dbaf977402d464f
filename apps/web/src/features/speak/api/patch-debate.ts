import type { Debate, DebatePatch } from '@lingbridge/contracts/speak';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** PATCH /debate/{id}: the initiator's edits and cancelling (`debate_status: canceled`), the admin's verdict (`verify_status`). */
export const patchDebate = (id: number, body: DebatePatch) => apiRequest<Debate>(`/debate/${id}`, { method: 'PATCH', json: body });

export function usePatchDebate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DebatePatch }) => patchDebate(id, body),
    onSuccess: (d) => {
      qc.setQueryData(speakKeys.debate(d.id), d);
      void qc.invalidateQueries({ queryKey: speakKeys.all });
    },
  });
}
