import type { Participant } from '@lingbridge/contracts/speak-participation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { speakKeys } from './query-keys';

/** GET /debate/{id}/roles: who is in which role, side and state (the initiator also sees pending applications). */
export const getRoles = (id: number) => apiRequest<Participant[]>(`/debate/${id}/roles`);

export const useRoles = (id: number, enabled = true) => useQuery({ queryKey: speakKeys.roles(id), queryFn: () => getRoles(id), enabled });
