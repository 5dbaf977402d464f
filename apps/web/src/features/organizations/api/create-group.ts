import type { Group, groupBody } from '@lingbridge/contracts/organizations';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useOrgMutation } from './use-org-mutation';

export const createGroup = ({ orgId, ...body }: { orgId: number } & z.input<typeof groupBody>) =>
  apiRequest<Group>(`/organization/org/${orgId}/group`, { method: 'POST', json: body });

/** POST /organization/org/{id}/group. */
export const useCreateGroup = () => useOrgMutation(createGroup);
