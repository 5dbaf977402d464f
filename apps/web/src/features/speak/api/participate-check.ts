import type { ParticipateBody, ParticipateCheck } from '@lingbridge/contracts/speak-participation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /debate/{id}/participate-check: whether I may take this part, and what it costs (a free use, approval, a price). */
export const participateCheck = (id: number, body: ParticipateBody) =>
  apiRequest<ParticipateCheck>(`/debate/${id}/participate-check`, { method: 'POST', json: body });

export const useParticipateCheck = (id: number) => useMutation({ mutationFn: (body: ParticipateBody) => participateCheck(id, body) });
