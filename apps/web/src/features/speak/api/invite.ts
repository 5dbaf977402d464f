import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type InviteBody = { email: string; role: 'player' | 'judge'; side?: 'prop' | 'opp' | null };

/** POST /debate/{id}/invite: invites someone by e-mail as a player (teammate) or a judge. */
export const invite = (id: number, body: InviteBody) => apiRequest<{ sent: boolean }>(`/debate/${id}/invite`, { method: 'POST', json: body });

export const useInvite = (id: number) => useMutation({ mutationFn: (body: InviteBody) => invite(id, body) });
