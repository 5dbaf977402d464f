import type { Assignment, assignmentBody } from '@lingbridge/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { orgKeys } from './query-keys';
import { useOrgMutation } from './use-org-mutation';

type GroupRef = { orgId: number; groupId: number };
const base = (g: GroupRef) => `/organization/org/${g.orgId}/group/${g.groupId}/assignment`;

export const listGroupAssignments = (g: GroupRef) => apiRequest<Assignment[]>(base(g));
/** GET …/assignment: the group's assignments with how many learners did each. */
export const useGroupAssignments = (g: GroupRef) =>
  useQuery({ queryKey: orgKeys.assignments(g.groupId), queryFn: () => listGroupAssignments(g), staleTime: 10_000 });

export const createAssignment = ({ orgId, groupId, ...body }: GroupRef & z.input<typeof assignmentBody>) =>
  apiRequest<Assignment>(base({ orgId, groupId }), { method: 'POST', json: body });
/** POST …/assignment. */
export const useCreateAssignment = () => useOrgMutation(createAssignment);

export const deleteAssignment = ({ id, ...g }: GroupRef & { id: number }) => apiRequest<null>(`${base(g)}/${id}`, { method: 'DELETE' });
/** DELETE …/assignment/{id}. */
export const useDeleteAssignment = () => useOrgMutation(deleteAssignment);

export const listMyAssignments = () => apiRequest<Assignment[]>('/organization/assignment');
/** GET /organization/assignment: the learner's assignments, with whether each is done. */
export const useMyAssignments = (enabled = true) => useQuery({ queryKey: orgKeys.assignments('mine'), queryFn: listMyAssignments, enabled, staleTime: 10_000 });
