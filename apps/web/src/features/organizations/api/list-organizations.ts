import type { Organization } from '@lingbridge/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orgKeys } from './query-keys';

export const listOrganizations = () => apiRequest<Organization[]>('/organization/org');

/** GET /organization/org: the organisations the user administers (every one for an Admin). */
export const useOrganizations = () => useQuery({ queryKey: orgKeys.orgs, queryFn: listOrganizations, staleTime: 10_000 });
