import type { Organization, orgUsersBody } from '@lingbridge/contracts/organizations';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useOrgMutation } from './use-org-mutation';

export const setOrganizationUsers = ({ id, ...body }: { id: number } & z.input<typeof orgUsersBody>) =>
  apiRequest<Organization>(`/organization/org/${id}/user`, { method: 'PUT', json: body });

/** PUT /organization/org/{id}/user: the whole list of members and admins; new addresses are invited. */
export const useSetOrganizationUsers = () => useOrgMutation(setOrganizationUsers);
