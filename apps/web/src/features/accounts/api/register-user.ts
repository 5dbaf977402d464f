import type { CurrentUser, RegisterBody } from '@lingbridge/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../hooks/use-session';
import { logIn } from './log-in';

/** POST /user/register (JSON); answers the new user, who still has to verify the e-mail. */
export const registerUser = (body: RegisterBody) => apiRequest<CurrentUser>('/user/register', { method: 'POST', json: body });

/**
 * Signs up, then logs in with the same credentials so the new user lands signed in. The account
 * exists once registration succeeds, so a failed login afterwards is reported as `signedIn: false`
 * rather than as a failed sign-up.
 */
export function useRegisterUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      await registerUser(body);
      try {
        const { access_token } = await logIn({ username: body.email, password: body.password });
        await startSession(access_token, qc);
        return { signedIn: true };
      } catch {
        return { signedIn: false };
      }
    },
  });
}
