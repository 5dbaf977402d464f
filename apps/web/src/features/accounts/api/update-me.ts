import type { CurrentUser, UpdateMeBody } from '@lingbridge/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberUser } from '../hooks/use-session';
import { meQueryOptions } from './get-me';

/** PATCH /user/me: settings, languages, teaching profile and password (with the current one). */
export const updateMe = (body: UpdateMeBody) => apiRequest<CurrentUser>('/user/me', { method: 'PATCH', json: body });

/** Saves settings and puts the answer in the current-user cache at once. */
export function useUpdateMe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      qc.setQueryData(meQueryOptions().queryKey, user);
      rememberUser(user);
    },
  });
}
