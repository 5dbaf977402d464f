import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

/** A failed current-user call, remembering which token it was made with. */
export class MeError extends Error {
  constructor(
    public cause: unknown,
    public token: string | null,
  ) {
    super(cause instanceof Error ? cause.message : 'current-user call failed');
  }
}

export async function getMe() {
  const token = getToken();
  try {
    return await apiRequest<CurrentUser>('/user/me');
  } catch (err) {
    throw new MeError(err, token);
  }
}

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
