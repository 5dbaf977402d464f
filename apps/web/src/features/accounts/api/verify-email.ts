import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { meQueryOptions } from './get-me';

/** POST /user/verify with the mailed token; answers the user, now verified. */
export const verifyEmail = (token: string) => apiRequest<CurrentUser>('/user/verify', { method: 'POST', json: { token } });

/** Verifies the e-mail and refreshes the current user, so the verification banner goes away. */
export function useVerifyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      if (getToken()) await qc.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}
