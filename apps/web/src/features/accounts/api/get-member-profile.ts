import type { PublicUser } from '@lingbridge/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /user/for_member/{id}: another user's public profile (public for mentors). */
export const getMemberProfile = (id: number) => apiRequest<PublicUser>(`/user/for_member/${id}`);

export const memberProfileQueryOptions = (id: number) => queryOptions({ queryKey: ['user', 'profile', id], queryFn: () => getMemberProfile(id) });

export const useMemberProfile = (id: number) => useQuery({ ...memberProfileQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
