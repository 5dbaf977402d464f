import type { Organization, updateOrgBody } from '@lingbridge/contracts/organizations';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useOrgMutation } from './use-org-mutation';

export const updateOrganization = ({ id, ...body }: { id: number } & z.input<typeof updateOrgBody>) =>
  apiRequest<Organization>(`/organization/org/${id}`, { method: 'PATCH', json: body });

/** PATCH /organization/org/{id}: rename; seats (Admin only). */
export const useUpdateOrganization = () => useOrgMutation(updateOrganization);
