import type { GroupList } from '@lingbridge/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orgKeys } from './query-keys';

export const listGroups = (archived: boolean) => apiRequest<GroupList>('/organization/org/group', { query: { archived: archived ? '1' : '0' } });

/** GET /organization/org/group: the groups the user sees, the merged member list and their org role. */
export const useGroups = (archived = false) => useQuery({ queryKey: orgKeys.groups(archived), queryFn: () => listGroups(archived), staleTime: 10_000 });
