import type { Invitation } from '@lingbridge/contracts/speak-participation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** GET /debate/invitation/{token}: an invitation sent to me. */
export const getInvitation = (token: string) => apiRequest<Invitation>(`/debate/invitation/${encodeURIComponent(token)}`);

export const useInvitation = (token: string | null) =>
  useQuery({ queryKey: speakKeys.invitation(token ?? ''), queryFn: () => getInvitation(token ?? ''), enabled: !!token, retry: false });
