import type { Group, groupUsersBody } from '@lingbridge/contracts/organizations';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useOrgMutation } from './use-org-mutation';

export const setGroupUsers = ({ orgId, groupId, ...body }: { orgId: number; groupId: number } & z.input<typeof groupUsersBody>) =>
  apiRequest<Group>(`/organization/org/${orgId}/group/${groupId}/user`, { method: 'PUT', json: body });

/** PUT /organization/org/{orgId}/group/{groupId}/user: the whole list of the group's users. */
export const useSetGroupUsers = () => useOrgMutation(setGroupUsers);
