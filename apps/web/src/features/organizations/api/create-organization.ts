import type { Organization, orgBody } from '@lingbridge/contracts/organizations';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useOrgMutation } from './use-org-mutation';

export const createOrganization = (body: z.input<typeof orgBody>) => apiRequest<Organization>('/organization/org', { method: 'POST', json: body });

/** POST /organization/org: the founder becomes its admin; invited addresses get a link. */
export const useCreateOrganization = () => useOrgMutation(createOrganization);
