import type { Group, updateGroupBody } from '@lingbridge/contracts/organizations';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useOrgMutation } from './use-org-mutation';

export const updateGroup = ({ orgId, groupId, ...body }: { orgId: number; groupId: number } & z.input<typeof updateGroupBody>) =>
  apiRequest<Group>(`/organization/org/${orgId}/group/${groupId}`, { method: 'PATCH', json: body });

/** PATCH /organization/org/{orgId}/group/{groupId}: rename, archive or restore, class code. */
export const useUpdateGroup = () => useOrgMutation(updateGroup);
