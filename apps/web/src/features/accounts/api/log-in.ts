import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../hooks/use-session';

export type LogInInput = { username: string; password: string };
type TokenResponse = { access_token: string; token_type: 'bearer' };

/** POST /user/login with form fields username and password; answers the bearer token. */
export const logIn = (input: LogInInput) =>
  apiRequest<TokenResponse>('/user/login', { method: 'POST', form: { username: input.username, password: input.password } });

/** Logs in and starts the session (token stored, current user loaded). */
export function useLogIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: LogInInput) => {
      const { access_token } = await logIn(input);
      return startSession(access_token, qc);
    },
  });
}
