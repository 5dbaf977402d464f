import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** POST /debate/invitation/{token}/accept|decline. */
export const answerInvitation = (token: string, answer: 'accept' | 'decline') =>
  apiRequest<{ status: 'accepted' | 'declined' }>(`/debate/invitation/${encodeURIComponent(token)}/${answer}`, { method: 'POST' });

export function useAnswerInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ token, answer }: { token: string; answer: 'accept' | 'decline' }) => answerInvitation(token, answer),
    onSuccess: () => void qc.invalidateQueries({ queryKey: speakKeys.all }),
  });
}
