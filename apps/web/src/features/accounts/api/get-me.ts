import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

export const getMe = () => apiRequest<CurrentUser>('/user/me');

/** The current user; only asked when a token is stored. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'me'],
    queryFn: getMe,
    enabled: !!getToken(),
    staleTime: 60_000,
    retry: false,
  });

export const useMe = () => useQuery(meQueryOptions());
