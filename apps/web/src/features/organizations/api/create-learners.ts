import type { createdLearners, learnersBody } from '@lingbridge/contracts/organizations';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useOrgMutation } from './use-org-mutation';

export type CreatedLearners = z.infer<typeof createdLearners>;

export const createLearners = ({ orgId, groupId, ...body }: { orgId: number; groupId: number } & z.input<typeof learnersBody>) =>
  apiRequest<CreatedLearners>(`/organization/org/${orgId}/group/${groupId}/learner`, { method: 'POST', json: body });

/** POST …/group/{groupId}/learner: accounts without e-mail; the passwords come back once, for the cards. */
export const useCreateLearners = () => useOrgMutation(createLearners);
