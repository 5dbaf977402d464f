import type { invitationView, joinResult } from '@lingbridge/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { orgKeys } from './query-keys';
import { useOrgMutation } from './use-org-mutation';

export type JoinResult = z.infer<typeof joinResult>;
export type InvitationView = z.infer<typeof invitationView>;

export const joinByCode = (code: string) => apiRequest<JoinResult>('/organization/join', { method: 'POST', json: { code } });
/** POST /organization/join: joins a group by its class code. */
export const useJoinByCode = () => useOrgMutation(joinByCode);

export const getInvitation = (token: string) => apiRequest<InvitationView>(`/organization/invitation/${encodeURIComponent(token)}`);
/** GET /organization/invitation/{token}: which organisation, for which address (open to visitors). */
export const useInvitation = (token: string) => useQuery({ queryKey: orgKeys.invitation(token), queryFn: () => getInvitation(token), retry: false });

export const acceptInvitation = (token: string) => apiRequest<JoinResult>(`/organization/invitation/${encodeURIComponent(token)}/accept`, { method: 'POST' });
/** POST /organization/invitation/{token}/accept. */
export const useAcceptInvitation = () => useOrgMutation(acceptInvitation);

export const leaveOrganization = (orgId: number) => apiRequest<null>(`/organization/org/${orgId}/leave`, { method: 'POST' });
/** POST /organization/org/{id}/leave. */
export const useLeaveOrganization = () => useOrgMutation(leaveOrganization);
